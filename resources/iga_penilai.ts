import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Assessors (tim penilai) of the award. */
export const igaPenilai = defineResource({
  name: 'iga_penilai',
  slug: 'penilai',
  icon: 'assessor',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'instansi', kind: 'text', list: true, sortable: true, search: true },
    // Issue 25: the region the assessor is bound to (its institution's); it never scores it.
    { source: 'm_daerah_id', kind: 'reference', reference: 'm_daerah', list: true, filter: true },
    // The linked ASN account, by its username.
    { source: 'usr_asn_id', kind: 'reference', reference: 'usr_asn', filter: true },
  ],
});
