import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Award winners, 2017 to 2023, ranked 0 to 20 (spec 9), both bounds checked. */
export const winners = defineResource({
  name: 'winners',
  slug: 'winners',
  icon: 'award',
  menu: 'konfigurasi',
  recordLabel: 'profil_id',
  defaultSort: { field: 'tahun', order: 'DESC' },
  access: screenAccess('winners'),
  fields: [
    {
      source: 'tahun',
      kind: 'year',
      rule: { type: 'between', min: 2017, max: 2023 },
      list: true,
      filter: true,
      sortable: true,
    },
    {
      source: 'category_id',
      kind: 'reference',
      reference: 'winner_category',
      required: true,
      list: true,
      filter: true,
    },
    {
      source: 'profil_id',
      kind: 'reference',
      reference: 'profil_pemda',
      required: true,
      list: true,
      filter: true,
    },
    {
      source: 'urutan',
      kind: 'number',
      rule: { type: 'between', min: 0, max: 20 },
      list: true,
      sortable: true,
    },
  ],
});
