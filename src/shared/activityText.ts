import { formatLogValue } from '../../domain/format';
import { getResource } from '../../resources';
import { fieldLabel, resourceLabel } from '../../resources/types';
import type { Activity } from '../providers/accountApi';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The action in Indonesian ("Menambah", "Masuk", ...); an unknown one keeps its own name. */
export const actionText = (name: string, translate: Translate) =>
  translate(`activity.names.${name}`, { _: name });

/** The resource by its label when it is a registered one, else by its API name. */
export function resourceText(resource: string | null, translate: Translate): string {
  if (!resource) return '';
  const config = getResource(resource);
  return config ? translate(resourceLabel(config), { smart_count: 1, _: resource }) : resource;
}

/** The details worth reading: without the record's own id (the record column shows it). */
export const shownChanges = (activity: Pick<Activity, 'name' | 'data'>) =>
  activity.data.filter((d) => d.name !== 'id');

const EMPTY = '—';

/** A detail the catalog does not name, as words: `jumlah_pemenang` -> "Jumlah pemenang". */
const humanized = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/**
 * A stored value as words (issue 37: never JSON on screen): a structure as its parts
 * ("IID 50, Presentasi 30, Validasi lapangan 20"), each part named by `activity.fields.<key>`,
 * yes/no as Ya/Tidak, anything else as formatLogValue writes it.
 */
export function readableValue(value: unknown, translate: Translate): string {
  if (typeof value === 'boolean') return translate(`choices.ya_tidak.${value ? 'ya' : 'tidak'}`);
  if (Array.isArray(value)) {
    return value.length ? value.map((v) => readableValue(v, translate)).join(', ') : EMPTY;
  }
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(([key, v]) => {
      const name = translate(`activity.fields.${key}`, { _: humanized(key) });
      return `${name} ${readableValue(v, translate)}`;
    });
    return formatLogValue(parts.length ? parts.join(', ') : null);
  }
  return formatLogValue(value);
}

/**
 * One changed field as a sentence: "Nama diubah dari A menjadi B", "No. Telepon diisi 022...",
 * "Catatan dikosongkan (sebelumnya ...)", or "Tahun: 2026" for a detail. Fields of registered
 * resources go by their label; the log's own details (`username`, `delivery`, `sessions`) by
 * `activity.fields.*`, their coded values by `activity.values.<name>.<value>`.
 */
export function changeText(
  activity: Pick<Activity, 'resource'> & { labels?: Activity['labels'] },
  change: Activity['data'][number],
  translate: Translate,
): string {
  const config = activity.resource ? getResource(activity.resource) : undefined;
  const field = config?.fields.find((f) => f.source === change.name);
  const label =
    config && field
      ? translate(fieldLabel(config, field), { _: change.name })
      : translate(`activity.fields.${change.name}`, { _: humanized(change.name) });
  // A choice reads by its label ("Aktif → Nonaktif"), not its stored code ("1 → 0").
  const choices = field ? (field.shownChoices ?? field.choices) : undefined;
  // A reference reads by the label the API resolved for the page ("Kabupaten Aceh Besar").
  const labels = activity.labels?.[change.name];
  const shown = (value: unknown, side: 'before' | 'after' | 'value') => {
    const label = labels?.[side];
    if (label !== undefined && value !== null && value !== undefined) return label;
    const choice = choices?.find((c) => value !== null && String(c.id) === String(value));
    return choice ? translate(choice.name, { _: String(value) }) : readableValue(value, translate);
  };
  if ('before' in change || 'after' in change) {
    const before = shown(change.before, 'before');
    const after = shown(change.after, 'after');
    if (before === EMPTY) return translate('activity.filled', { label, after });
    if (after === EMPTY) return translate('activity.emptied', { label, before });
    return translate('activity.changed', { label, before, after });
  }
  const value =
    !field && typeof change.value === 'string'
      ? translate(`activity.values.${change.name}.${change.value}`, { _: change.value })
      : shown(change.value, 'value');
  return `${label}: ${value}`;
}
