import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/**
 * Regions of an assessment area (child screen of wilayah). Spec 6: "wilayah detail can be neither
 * edited nor updated": a region is put in an area (create) or taken out of it (delete), and each
 * region belongs to one area at most.
 */
export const wilayahDaerah = defineResource({
  name: 'wilayah_daerah',
  slug: 'wilayah_detail',
  icon: 'area',
  recordLabel: 'm_daerah_id',
  // The region and its area by name, never the row's id (issue 37).
  recordTitle: ['m_daerah_id', 'wilayah_id'],
  defaultSort: { field: 'id', order: 'ASC' },
  access: { ...masterDataAccess(), update: false },
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
