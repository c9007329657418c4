import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Government affairs (urusan pemerintahan, UU 23/2014). Cannot be deleted (spec 6). */
export const igaUrusanPemerintahan = defineResource({
  name: 'iga_urusan_pemerintahan',
  slug: 'urusan-pemerintahan',
  icon: 'affairs',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  access: masterDataAccess({ deletable: false }),
  fields: [
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
    {
      source: 'kelompok',
      kind: 'select',
      list: true,
      filter: true,
      sortable: true,
      choices: [
        { id: 'Wajib Pelayanan Dasar', name: 'choices.kelompok_urusan.wajib_dasar' },
        { id: 'Wajib Non Pelayanan Dasar', name: 'choices.kelompok_urusan.wajib_non_dasar' },
        { id: 'Pilihan', name: 'choices.kelompok_urusan.pilihan' },
        { id: 'Penunjang', name: 'choices.kelompok_urusan.penunjang' },
      ],
    },
  ],
});
