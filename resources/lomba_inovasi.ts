import { ACTIONS } from '../domain/actions';
import { SCREEN_ROLES } from '../domain/screens';
import { iga2020Inovasi } from './iga2020_inovasi';
import { defineResource, type FieldConfig } from './types';

const VIEWERS = SCREEN_ROLES['lomba-inovasi-daerah'];
const WRITERS = ACTIONS['lomba.write'].roles;

/** The innovation's fields, with spec 5's competition differences. */
const fields: FieldConfig[] = iga2020Inovasi.fields.map((f) =>
  // Spec 5: "In the competition form it [Asta Cita] is not required but the same minimum applies."
  f.source === 'is_covid' ? { ...f, required: false } : f,
);

/**
 * A competition entry (Lomba Inovasi Daerah, spec 2 "Competition and award"): a row of the
 * innovation table marked `lomba = 1` (docs/decisions.md "Competition entries"), with the
 * innovation's fields, scope, hooks, answers and journey. What differs: who writes it and when
 * (`lomba.write`: lomba_status 1, never an index-year record), the form's rules (`lomba`:
 * Asta Cita optional, the period's competition date window), and its own list, indicators
 * (GET|POST /api/lomba/{id}/indikator) and sending (/api/lomba-inovasi-daerah/kirim/{id}).
 */
export const lombaInovasi = defineResource({
  name: 'lomba_inovasi',
  table: 'iga2020_inovasi',
  slug: 'lomba-inovasi-daerah',
  icon: 'award',
  menu: 'lomba',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: iga2020Inovasi.scope,
  // Only entries: the innovation screens take `lomba = 0` (resources/iga2020_inovasi.ts).
  baseFilter: { lomba: [1] },
  access: {
    list: VIEWERS,
    show: VIEWERS,
    lookup: VIEWERS,
    create: WRITERS,
    update: WRITERS,
    delete: WRITERS,
  },
  actions: { create: 'lomba.write', update: 'lomba.write', delete: 'lomba.write' },
  recordRule: 'lomba',
  formLayout: iga2020Inovasi.formLayout,
  listCard: iga2020Inovasi.listCard,
  fields: [
    ...fields,
    // The marker: fixed to 1 by this screen (the form fills it in and hides it; an API client
    // sends `"lomba": 1` on create).
    {
      source: 'lomba',
      kind: 'select',
      required: true,
      choices: [{ id: 1, name: 'choices.ya_tidak.ya' }],
    },
  ],
});
