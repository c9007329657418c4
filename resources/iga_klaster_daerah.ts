import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Regions of a cluster (child screen "Detail" of klaster). */
export const igaKlasterDaerah = defineResource({
  name: 'iga_klaster_daerah',
  slug: 'klaster_detail',
  icon: 'cluster',
  recordLabel: 'iga_daerah_id',
  // "Jambi · Provinsi": the region and its cluster by name, never "Detail Klaster 5" (issue 37).
  recordTitle: ['iga_daerah_id', 'iga_klaster_id'],
  defaultSort: { field: 'id', order: 'ASC' },
  access: masterDataAccess(),
  parent: { resource: 'iga_klaster', field: 'iga_klaster_id' },
  fields: [
    {
      source: 'iga_klaster_id',
      kind: 'reference',
      reference: 'iga_klaster',
      required: true,
      list: true,
      filter: true,
    },
    {
      source: 'iga_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      required: true,
      list: true,
      filter: true,
    },
  ],
});
