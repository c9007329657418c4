import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DAERAH_BINAAN_ORDER, ALL_STAGES } from '../../../../domain/daerahBinaan';
import { scopeOf } from '../../../../domain/scoping';
import type { AppEnv } from '../../../platform/http/context';
import { badParam, fail, MESSAGES } from '../../../platform/http/http';
import { digitsOnly, optionalInt, searchText } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, okPage } from '../../../platform/openapi/schemas';
import {
  daerahBinaanPage,
  districtProfiles,
  profileRegion,
  stageCounts,
} from '../services/daerahBinaan';
import { profileInScope } from '../services/profileAccess';
import { activeYear, YearQuery } from '../../../platform/http/yearParam';

type Ctx = Context<AppEnv>;

/** `tahun`, `tahun[0]`..`tahun[3]`: the years asked for (spec 7), else the active year. */
async function years(c: Ctx): Promise<number[]> {
  const all = c.req.queries();
  const raw = Object.entries(all)
    .filter(([k]) => k === 'tahun' || /^tahun\[\d\]$/.test(k))
    .flatMap(([, v]) => v)
    .filter((v) => v !== '');
  if (raw.length === 0) return [await activeYear(c)];
  if (raw.some((v) => !/^\d{4}$/.test(v))) throw badParam('tahun');
  return [...new Set(raw.map(Number))].slice(0, 4);
}

/**
 * A region the account may count or browse: for a province account its own province or one of
 * its districts and cities (404 otherwise); for the others, a profile they may read.
 */
async function regionInView(c: Ctx, id: number): Promise<{ id: number; m_daerah_id: number }> {
  const user = c.var.account;
  if (!scopeOf(user.roles).province) return profileInScope(c, id);
  const row = await profileRegion(c.var.db, id);
  const mine = row && (row.m_daerah_id === user.m_daerah_id || row.parent === user.m_daerah_id);
  if (!row || !mine) throw fail(404, MESSAGES.notFound);
  return row;
}

const aYear = z.string().optional().openapi({ description: 'Tahun (4 angka)' });
const order = z.enum(DAERAH_BINAAN_ORDER).optional();

const DaerahBinaanQuery = z.object({
  tahun: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .openapi({ description: 'Tahun (4 angka); kosong: periode aktif' }),
  'tahun[0]': aYear,
  'tahun[1]': aYear,
  'tahun[2]': aYear,
  'tahun[3]': aYear,
  inovasi_status: optionalInt(-1, 2).openapi({ description: '-1 atau kosong: semua tahap' }),
  page: optionalInt(0, 100000),
  per_page: optionalInt(1, 100),
  pageSize: optionalInt(1, 100).openapi({ description: 'Sama dengan per_page' }),
  pemda_id: optionalInt(0, 1_000_000_000),
  profil_id: optionalInt(0, 1_000_000_000).openapi({ description: 'Sama dengan pemda_id' }),
  is_index: optionalInt(0, 1),
  orderBy: order,
  'orderBy[field]': order,
  orderDirection: z
    .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']))
    .optional()
    .openapi({ type: 'string', enum: ['asc', 'desc'] }),
  search: searchText(),
});

const DaerahBinaanRow = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    inovasi_status: z.number().int(),
    status_dokumen: z.number().int(),
    kelengkapan: z.number(),
    created_at: z.string().openapi({ format: 'date-time' }),
    waktu: z.string().nullable().openapi({ format: 'date' }),
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    nama_opd: z.string().nullable(),
    status_nomor: z.number().int().nullable(),
  })
  .openapi('DaerahBinaanRow');

const ProfilParam = z.object({ profilId: Id });
/** A province for its own regions, the others for a profile they may read (regionInView). */
const inView = { anyOf: [{ screen: 'daerah-binaan' }, { action: 'profil.read' }] } as const;
const TAGS = ['Daerah binaan'];

const rekapRoute = apiRoute({
  method: 'get',
  path: '/inovasi/{profilId}/rekap',
  tags: TAGS,
  summary: 'Jumlah inovasi daerah per tahap (dalam lingkup akun)',
  description:
    'Provinsi untuk dirinya dan kabupaten/kotanya; akun lain untuk profil yang boleh dibacanya.',
  access: inView,
  request: { params: ProfilParam, query: z.object({ tahun: YearQuery.shape.tahun }) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.object({
          inisiatif: z.number().int(),
          ujicoba: z.number().int(),
          implementasi: z.number().int(),
        }),
      }),
      'Jumlah per tahap',
    ),
    404: json(Failure, 'Di luar lingkup akun'),
  },
});

const kabkotaRoute = apiRoute({
  method: 'get',
  path: '/propinsi/{profilId}/kabkota',
  tags: TAGS,
  summary: 'Profil kabupaten dan kota sebuah provinsi',
  description: 'Akun provinsi hanya untuk provinsinya sendiri (404 untuk yang lain).',
  access: inView,
  request: { params: ProfilParam },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        data: z.array(z.object({ id: z.number().int(), nama: z.string() })),
      }),
      'Kabupaten dan kota, urut nama',
    ),
    404: json(Failure, 'Di luar lingkup akun'),
  },
});

const listRoute = apiRoute({
  method: 'get',
  path: '/daerah-binaan',
  tags: TAGS,
  summary: 'Inovasi provinsi akun serta kabupaten dan kotanya',
  access: { screen: 'daerah-binaan' },
  request: { query: DaerahBinaanQuery },
  responses: { 200: json(okPage(DaerahBinaanRow), 'Satu halaman inovasi dan jumlah seluruhnya') },
});

/**
 * daerah-binaan (spec 2 "Provincial view", 7; issue 8 items 4 and 6): a region's stage counters, a
 * province's districts and cities, and the innovations of those districts and cities.
 */
export const daerahBinaanRoutes = digitsOnly(
  createRouter(),
  'GET /inovasi/:profilId/rekap',
  'GET /propinsi/:profilId/kabkota',
)
  .openapi(rekapRoute, async (c) => {
    const profile = await regionInView(c, c.req.valid('param').profilId);
    const user = c.var.account;
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    // Inside the account's innovation scope: an opd counts only its own innovations.
    const data = await stageCounts(c.var.db, user, profile.id, tahun);
    return c.json(
      {
        status: 1 as const,
        tahun,
        data,
      },
      200,
    );
  })
  .openapi(kabkotaRoute, async (c) => {
    const user = c.var.account;
    const profile = await regionInView(c, c.req.valid('param').profilId);
    // The districts and cities of a province: a province account only for its own.
    if (scopeOf(user.roles).province && profile.m_daerah_id !== user.m_daerah_id)
      throw fail(404, MESSAGES.notFound);
    const data = await districtProfiles(c.var.db, profile.m_daerah_id);
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(listRoute, async (c) => {
    const user = c.var.account;
    // A province sees itself and its own districts and cities (issue 27 B3).
    if (user.m_daerah_id === null) return c.json({ status: 1 as const, data: [], total: 0 }, 200);
    const q = c.req.valid('query');
    const tahun = await years(c);
    const stage = q.inovasi_status ?? ALL_STAGES;
    const page = await daerahBinaanPage(c.var.db, user.m_daerah_id, {
      tahun,
      stage,
      page: q.page ?? 0,
      perPage: q.per_page ?? q.pageSize ?? 10,
      pemda: q.pemda_id ?? q.profil_id ?? 0,
      isIndex: q.is_index ?? 0,
      orderBy: q.orderBy ?? q['orderBy[field]'] ?? 'nama',
      dir: q.orderDirection ?? 'asc',
      search: q.search ?? '',
    });
    return c.json({ status: 1 as const, ...page }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => daerahBinaanRoutes);
