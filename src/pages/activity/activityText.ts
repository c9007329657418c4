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

/** One changed field as `label: before → after` (or `label: value`). */
export function changeText(
  activity: Pick<Activity, 'resource'>,
  change: Activity['data'][number],
  translate: Translate,
): string {
  const config = activity.resource ? getResource(activity.resource) : undefined;
  const field = config?.fields.find((f) => f.source === change.name);
  const label =
    config && field ? translate(fieldLabel(config, field), { _: change.name }) : change.name;
  if ('before' in change || 'after' in change)
    return `${label}: ${formatLogValue(change.before)} → ${formatLogValue(change.after)}`;
  return `${label}: ${formatLogValue(change.value)}`;
}
