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
    // The linked ASN account. usr_asn is managed by the account screens, not a generic
    // resource, so this stays a plain id until that resource is registered.
    { source: 'usr_asn_id', kind: 'number', filter: true },
  ],
});
