import { formatLogValue } from '../../../domain/format';
import { getResource } from '../../../resources';
import { fieldLabel, resourceLabel } from '../../../resources/types';
import type { Activity } from '../../providers/accountApi';

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

/** The details worth reading: without the new record's own id (the record column shows it). */
export const shownChanges = (activity: Pick<Activity, 'name' | 'data'>) =>
  activity.name === 'create' ? activity.data.filter((d) => d.name !== 'id') : activity.data;

/**
 * One changed field as `label: before → after` (or `label: value`). Fields of registered
 * resources go by their label; the log's own details (`username`, `delivery`) by
 * `activity.fields.*`, with the delivery way translated too.
 */
export function changeText(
  activity: Pick<Activity, 'resource'>,
  change: Activity['data'][number],
  translate: Translate,
): string {
  const config = activity.resource ? getResource(activity.resource) : undefined;
  const field = config?.fields.find((f) => f.source === change.name);
  const label =
    config && field
      ? translate(fieldLabel(config, field), { _: change.name })
      : translate(`activity.fields.${change.name}`, { _: change.name });
  if ('before' in change || 'after' in change)
    return `${label}: ${formatLogValue(change.before)} → ${formatLogValue(change.after)}`;
  const value =
    change.name === 'delivery' && typeof change.value === 'string'
      ? translate(`activity.delivery.${change.value}`, { _: change.value })
      : formatLogValue(change.value);
  return `${label}: ${value}`;
}
