import type { AccessRule, ActionAccess } from '../domain/access';
import type { ActionId } from '../domain/actions';
import type { FieldRule } from '../domain/checkRule';
import type { FileAccept } from '../domain/media';
import type { Role } from '../domain/roles';
import type { MenuGroup } from '../domain/menu';
import type { RecordRuleName } from '../domain/innovationRules';
import { screenRoles } from '../domain/screens';

/** How a field is stored, shown and edited. One map per kind in the client renders it. */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'richtext'
  /** A plain number or code: no thousands separator (ids, order numbers). */
  | 'number'
  /** Numbers that read in a fixed format (spec 9), decided here so no screen formats by hand. */
  | 'year'
  | 'count'
  | 'score'
  | 'percent'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  | 'reference'
  | 'email'
  | 'url'
  | 'file'
  | 'image'
  /** Write-only: hashed on the server, never answered; empty on update keeps the old one. */
  | 'password'
  /** A list of `{name, value}` files uploaded through the media service (domain/media.ts). */
  | 'files';

/** A fixed choice; `name` is an i18n key. */
export interface Choice {
  readonly id: string | number;
  readonly name: string;
}

export interface FieldConfig {
  /** Column and API field name, spelled as the spec spells it. */
  readonly source: string;
  readonly kind: FieldKind;
  /** i18n key; defaults to `resources.<resource>.fields.<source>`. */
  readonly label?: string;
  /** Spec 5 `mandatory`: non-null and non-empty on create, and whenever it is sent. */
  readonly required?: boolean;
  /** One further spec-5 check (e-mail, phone, minimum length or value, ...). */
  readonly rule?: FieldRule;
  /**
   * Kinds `file`, `image`, `files`: what content the file may have and its largest size in bytes
   * (defaults in domain/media.ts `fileRules`: pictures of 2 MB for `image`, 10 MB documents).
   * Checked from the bytes on upload and again when a record names the file.
   */
  readonly accept?: FileAccept;
  readonly maxBytes?: number;
  /** What the form offers (and the server accepts) for a `select`. */
  readonly choices?: readonly Choice[];
  /**
   * Labels for every value a stored record may hold, when wider than what may be chosen (all
   * roles, while a screen may assign only some); lists, filters and show pages use these.
   */
  readonly shownChoices?: readonly Choice[];
  /**
   * Resource name this field points at (kind `reference`), or, on a `text` field, the resource
   * whose comma-joined ids it holds ("3,5,7"): shown by their labels, edited as text.
   */
  readonly reference?: string;
  /**
   * A reference picker narrowed by other values of the form: target filter field -> form field
   * (the OPD list follows the chosen region: `{ m_daerah_id: 'm_daerah_id' }`). An empty form
   * value leaves the picker unfiltered.
   */
  readonly lookupFilter?: Readonly<Record<string, string>>;
  /**
   * A reference picker offers only target ids at or above this one (Asta Cita themes 9-16 of
   * `is_covid`, spec 5). A record still holding a lower id shows it read-only, with the hint to
   * pick one of the offered ones; the record rule refuses it on save.
   */
  readonly offeredFrom?: number;
  /** A comma-joined list of reference ids (urusan), picked several at once. */
  readonly multiple?: boolean;
  /** A long text whose words count (spec 5: the design text): the live count under the input. */
  readonly wordCount?: number;
  /**
   * Read-only for everyone but superadmin once the record has a registration history (spec 4:
   * the implementation date of a sent innovation).
   */
  readonly lockedWhenSent?: boolean;
  /**
   * An account field guarded by domain/accountGrants.ts (issue 21): the `role` select offers only
   * the roles the signed-in account may hand out; the `password` of an account whose password it
   * may not set is shown disabled, with the reason. The server refuses the same writes.
   */
  readonly accountGrant?: 'role' | 'password';
  /** Shown as a list column. */
  readonly list?: boolean;
  /** Accepted as a list filter (`?field=...` or `field[0]=...`). */
  readonly filter?: boolean;
  readonly sortable?: boolean;
  /** Matched by the free-text `search` parameter. */
  readonly search?: boolean;
  /** false: never written through the generic engine (computed or system fields). */
  readonly form?: boolean;
  /**
   * A value the server reshapes beyond its kind: `mapEmbed` keeps only the `src` of a pasted map
   * iframe or address, from an allow-listed map provider (domain/mapEmbed.ts).
   */
  readonly format?: 'mapEmbed';
  /**
   * The field applies only when another field holds one of these values (a comma list counts
   * when any item matches). Hidden in forms otherwise; the server then stores it empty
   * (`hidden: 'empty'`, the default) or ignores what is sent and keeps what is stored
   * (`hidden: 'keep'`: a form that does not show a value must not erase it).
   */
  readonly visibleWhen?: {
    readonly field: string;
    readonly values: readonly (string | number)[];
    readonly hidden?: 'empty' | 'keep';
  };
}

/**
 * How the rows of a resource belong to accounts (spec 6, "Data scoping"), enforced inside the
 * SQL of every read and write.
 */
export interface ScopeConfig {
  /** The row's region: a profil_pemda id (`profil`) or an m_daerah id (`daerah`). */
  readonly region?: { readonly field: string; readonly via: 'profil' | 'daerah' };
  /** Accounts holding only these roles see just the rows they created (`field` = creator). */
  readonly owner?: { readonly field: string; readonly roles: readonly Role[] };
  /** Year column limited to the allowed years (app setting `data_tahun_all`). */
  readonly year?: string;
  /** Column marking index-year records (1), which lists leave out. */
  readonly excludeIndex?: string;
}

/** Names of the icons the client draws for resources and pages (src/layout/icons.tsx). */
export type IconName =
  | 'accounts'
  | 'affairs'
  | 'agency'
  | 'album'
  | 'announcement'
  | 'area'
  | 'article'
  | 'assessor'
  | 'award'
  | 'banner'
  | 'category'
  | 'cluster'
  | 'dashboard'
  | 'devices'
  | 'document'
  | 'factCheck'
  | 'faq'
  | 'folder'
  | 'history'
  | 'indicator'
  | 'innovation'
  | 'news'
  | 'outbox'
  | 'password'
  | 'photo'
  | 'profile'
  | 'ranking'
  | 'receipt'
  | 'region'
  | 'scale'
  | 'settings'
  | 'theme'
  | 'training'
  | 'unit';

/**
 * Groups of form fields: titled cards (`cards`) or, for long records such as an innovation,
 * tabs (`tabs`). Form fields not named in any section follow in a last untitled group.
 */
export interface FormLayout {
  readonly layout: 'cards' | 'tabs';
  readonly sections: readonly {
    /** i18n key of the card or tab title. */
    readonly title: string;
    readonly fields: readonly string[];
  }[];
}

/**
 * What a row shows on a phone, where the list is one line per record (spec 9): `primary` text,
 * `secondary` text and a status or badge (a select field, shown by its label). Defaults: the
 * record label, the next list column, no badge.
 */
export interface ListCard {
  readonly primary?: string;
  readonly secondary?: readonly string[];
  readonly badge?: string;
}

/** Sidebar groups (domain/menu.ts, where the dividers are). */
export type { MenuGroup };

export interface ResourceConfig {
  /** API resource name of spec section 7 (`m_daerah`, `iga_klaster`, ...). */
  readonly name: string;
  /** SQL table behind it, when not named like the resource (screens sharing a table). */
  readonly table?: string;
  /** Front-end route slug of spec section 2 (`/dashboard/<slug>`). */
  readonly slug: string;
  /** Sidebar group; absent for hidden child screens. */
  readonly menu?: MenuGroup;
  /** Icon of its menu entry (also in the collapsed sidebar). */
  readonly icon: IconName;
  /** Field whose value names a record in pickers, references and breadcrumbs. */
  readonly recordLabel: string;
  /**
   * The fields that title a record on its own screens and breadcrumb, each by its reference
   * label when it has one ("Kota Bandung · Kota Terinovatif · 2026"); absent: `recordLabel`.
   */
  readonly recordTitle?: readonly string[];
  readonly fields: readonly FieldConfig[];
  readonly defaultSort: { readonly field: string; readonly order: 'ASC' | 'DESC' };
  /** Per-action access, checked on the server; undeclared actions are denied. */
  readonly access: ActionAccess;
  /** Settings- and state-dependent rules (domain/actions.ts) a write must also pass. */
  readonly actions?: Partial<Record<'create' | 'update' | 'delete', ActionId>>;
  /** Row ownership and region rules; absent: every row is visible to whoever may list. */
  readonly scope?: ScopeConfig;
  /** Fixed condition on every row of this resource (two screens over one table). */
  readonly baseFilter?: Readonly<Record<string, readonly (string | number)[]>>;
  /** A child screen lists the rows of its parent record (klaster -> klaster_detail). */
  readonly parent?: { readonly resource: string; readonly field: string };
  /** Sections or tabs of the create and edit forms; absent: one column of fields. */
  readonly formLayout?: FormLayout;
  /** The row on small screens. */
  readonly listCard?: ListCard;
  /** Record-level rules (domain/innovationRules.ts RECORD_RULES), run by the form and the server. */
  readonly recordRule?: RecordRuleName;
  /** Child screens opened from this resource's rows (e.g. indikator -> Skala). */
  readonly children?: readonly { readonly resource: string; readonly label: string }[];
  /**
   * A read-only screen of one record under /dashboard (`detail-diklat` -> `/dashboard/detail-diklat/{id}`):
   * every row offers "Lihat", opening it, and the generic show view goes there.
   */
  readonly detailPage?: string;
}

export const fieldLabel = (resource: ResourceConfig, field: FieldConfig): string =>
  field.label ?? `resources.${resource.name}.fields.${field.source}`;

export const resourceLabel = (resource: ResourceConfig): string =>
  `resources.${resource.name}.name`;

/**
 * Identity helper that checks the shape and keeps the name's literal type: the generated index
 * derives `ResourceName` from it, the key type of the server hooks (server/features/<feature>/hooks/) and the
 * client's custom views (src/views/registry.ts). What a resource needs beyond this config lives
 * there, not here: this module is bundled into the client as well as run by the server.
 */
export const defineResource = <const N extends string>(
  config: ResourceConfig & { readonly name: N },
): ResourceConfig & { readonly name: N } => config;

/**
 * Who opens a resource's screens (menu entry, list page): its SCREEN_ROLES entry, which may be
 * narrower than the API's `list` (app settings are readable by anyone, managed by admins).
 */
export const screenRule = (resource: ResourceConfig): AccessRule | undefined =>
  screenRoles(resource.slug) ?? resource.access.list;

/** Whether a field applies to a record, by its `visibleWhen` condition (client and server). */
export function fieldApplies(field: FieldConfig, record: Record<string, unknown>): boolean {
  const cond = field.visibleWhen;
  if (!cond) return true;
  const items = String(record[cond.field] ?? '')
    .split(',')
    .map((v) => v.trim());
  return cond.values.some((v) => items.includes(String(v)));
}
