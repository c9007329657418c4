import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/**
 * Award winners ranked 0 to 20 (spec 9). Rows entered by hand are of 2017 to 2023 (spec 9),
 * both bounds checked; the award publication writes its own rows for any year (issue 35), and
 * those change only through its next version (server/features/award/hooks/winners.ts answers 409).
 */
export const winners = defineResource({
  name: 'winners',
  slug: 'winners',
  icon: 'award',
  menu: 'konfigurasi',
  recordLabel: 'profil_id',
  // "Kota Bandung · Kota Terinovatif · 2026", never "Pemenang 213".
  recordTitle: ['profil_id', 'category_id', 'tahun'],
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
