import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Regions of an assessment area (child screen of wilayah). Read-only (spec 6). */
export const wilayahDaerah = defineResource({
  name: 'wilayah_daerah',
  slug: 'wilayah_detail',
  icon: 'area',
  recordLabel: 'm_daerah_id',
  defaultSort: { field: 'id', order: 'ASC' },
  access: masterDataAccess({ editable: false }),
  parent: { resource: 'wilayah', field: 'wilayah_id' },
  fields: [
    {
      source: 'wilayah_id',
      kind: 'reference',
      reference: 'wilayah',
      required: true,
      list: true,
      filter: true,
    },
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      required: true,
      list: true,
      filter: true,
    },
  ],
});
