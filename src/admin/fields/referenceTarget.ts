import { getResource } from '../../../resources';
import type { FieldConfig, ResourceConfig } from '../../../resources/types';

/**
 * The registered resource a `reference` field points at, or a `multiple` text field's
 * comma-joined ids, if it is in the registry.
 */
export const referenceTarget = (field: FieldConfig): ResourceConfig | undefined =>
  (field.kind === 'reference' || field.multiple) && field.reference
    ? getResource(field.reference)
    : undefined;

/**
 * Reference reads go to `/lookup` (open to every role that fills a form). The meta also keeps
 * these partial `{id, label}` rows out of the full-record cache that edit screens read.
 */
export const LOOKUP_QUERY = { meta: { lookup: true } };

/**
 * How a record is named in pickers, references and breadcrumbs: its `recordTitle` fields (a
 * reference by the label the answer carries in `_labels`), else its `recordLabel`.
 */
export const recordRepresentation =
  (config: ResourceConfig) =>
  (record: Record<string, unknown>): string => {
    const labels = (record._labels ?? {}) as Record<string, unknown>;
    const title = (config.recordTitle ?? [])
      .map((f) => labels[f] ?? record[f])
      .filter((v) => v !== undefined && v !== null && v !== '')
      .map(String);
    if (title.length > 0) return title.join(' · ');
    const value = record[config.recordLabel] ?? record.label ?? record.id;
    return value === undefined || value === null ? '' : String(value);
  };
