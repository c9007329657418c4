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

/** How a record is named in pickers, references and breadcrumbs. */
export const recordRepresentation =
  (config: ResourceConfig) =>
  (record: Record<string, unknown>): string => {
    const value = record[config.recordLabel] ?? record.label ?? record.id;
    return value === undefined || value === null ? '' : String(value);
  };
