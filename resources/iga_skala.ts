import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Scale options of an indicator (child screen "Skala" of indikator); nilai = bobot x level. */
export const igaSkala = defineResource({
  name: 'iga_skala',
  slug: 'indikator_skala',
  icon: 'scale',
  recordLabel: 'keterangan',
  defaultSort: { field: 'nilai', order: 'ASC' },
  access: masterDataAccess(),
  parent: { resource: 'iga_indikator', field: 'iga_indikator_id' },
  fields: [
    {
      source: 'iga_indikator_id',
      kind: 'reference',
      reference: 'iga_indikator',
      required: true,
      filter: true,
    },
    { source: 'nilai', kind: 'number', required: true, list: true, sortable: true },
    { source: 'mulai_dari', kind: 'number', list: true },
    { source: 'sampai_dengan', kind: 'number', list: true },
    { source: 'keterangan', kind: 'text', required: true, list: true, search: true },
  ],
});
