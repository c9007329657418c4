import { lazy, type ComponentType } from 'react';
import type { ResourceName } from '../../resources/all.generated';
import type { ResourceConfig } from '../../resources/types';
import type { ResourceFormProps } from '../admin/ResourceForm';

/** The generic views a resource may replace, with the props each one receives. */
export interface ViewSlots {
  /** Replaces the generic list screen. */
  list: { config: ResourceConfig };
  /** Replaces the generic show screen. */
  show: { config: ResourceConfig };
  /** Replaces the inputs inside the engine's create and edit screens (saving stays generic). */
  form: ResourceFormProps;
  /** Extra buttons in the generic list's toolbar, beside Filter and Tambah. */
  toolbar: { config: ResourceConfig };
  /** Links in the show and edit screens' toolbar to the record's own screens. */
  recordLinks: { config: ResourceConfig };
}
export type ViewSlot = keyof ViewSlots;
export type ResourceViews = { readonly [S in ViewSlot]?: ComponentType<ViewSlots[S]> };

/**
 * The custom views of each resource that has any, by resource name (the override slot): the
 * client's half of what a resource needs beyond its config, as server/features/<feature>/hooks/ is the
 * server's. Each is imported lazily, so its code loads when its screen first opens; the engine
 * keeps the API, access checks, validation and audit.
 */
export const VIEWS: { readonly [N in ResourceName]?: ResourceViews } = {
  // One form of typed inputs (switches, year pickers, band table, date).
  app_settings: { list: lazy(() => import('./SettingsList')) },
  // Stage tabs, joined names, completeness bars, row colours and the spec-4 row actions.
  // Show and edit lead to the innovation's indicators, documents and timeline (issue 37).
  iga2020_inovasi: {
    list: lazy(() => import('./InovasiList')),
    recordLinks: lazy(() => import('./inovasi/InovasiLinks')),
  },
  // Competition entries from /lomba/lookup: stage tabs, completeness, Indikator and Kirim.
  lomba_inovasi: { list: lazy(() => import('./LombaList')) },
  // Superadmin copies a period's set to a new year from the list (issue 7 item 1).
  iga_indikator: { toolbar: lazy(() => import('./SalinIndikatorButton')) },
  // Row actions Detail, Input Indikator and Edit follow spec 2's settings.
  profil_pemda: { list: lazy(() => import('./ProfilPemdaList')) },
  // Issue 35: a publication's rows and a frozen year's rows are locked, saying why.
  winners: {
    list: lazy(() => import('./WinnersList')),
    form: lazy(() => import('./WinnerForm')),
  },
};
