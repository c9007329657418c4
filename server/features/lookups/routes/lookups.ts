import { z } from '@hono/zod-openapi';
import { DIKLAT_ACCOUNTS } from '../../../../domain/policy';
import { fail, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, ok, okPage, pageQuery } from '../../../platform/openapi/schemas';
import {
  accounts,
  agencies,
  areaRegions,
  pickableRegions,
  provinceChildren,
  provinces,
  publicSettings,
  trainingReports,
  units,
  verifiableProfiles,
  type ChildFilter,
} from '../services/lookups';

const TAGS = ['Rujukan'];

const Region = z.object({ id: z.number().int(), nama: z.string() }).openapi('RegionLookup');
const ChildRegion = Region.extend({ jenis: z.string() }).openapi('ChildRegion');
const Named = z
  .object({ id: z.number().int(), nama: z.string(), m_daerah_id: z.number().int().nullable() })
  .openapi('RegionalUnit');
const regionQuery = z.object({ m_daerah_id: Id.optional() });
const AccountRow = z
  .object({
    id: z.number().int(),
    username: z.string(),
    nama_lengkap: z.string(),
    m_daerah_id: z.number().int().nullable(),
  })
  .openapi('AccountLookup');

const settings = apiRoute({
  method: 'get',
  path: '/app_settings',
  tags: TAGS,
  summary: 'Pengaturan publik: sakelar, tahun dan tanggal yang dibaca layar masuk',
  access: 'public',
  responses: {
    200: json(
      ok(z.array(z.object({ name: z.string(), setting_value: z.string().nullable() }))),
      'Pengaturan menurut nama',
    ),
  },
});

const provinceList = apiRoute({
  method: 'get',
  path: '/propinsi/lookup',
  tags: TAGS,
  summary: 'Semua provinsi',
  access: 'login',
  responses: { 200: json(ok(z.array(Region)), 'Provinsi menurut nama') },
});

const children = (path: string, summary: string) =>
  apiRoute({
    method: 'get',
    path,
    tags: TAGS,
    summary,
    access: 'login',
    request: { params: z.object({ id: Id }) },
    responses: {
      200: json(ok(z.array(ChildRegion)), 'Kabupaten/kota menurut nama'),
      404: json(Failure, 'Bukan provinsi'),
    },
  });

const CHILD_PATHS: [string, ChildFilter, string][] = [
  ['/kabkota/{id}', 'semua', 'Kabupaten dan kota sebuah provinsi (id m_daerah)'],
  ['/propinsi/{id}/kota/lookup', 'kota', 'Kota sebuah provinsi'],
  ['/propinsi/{id}/kabupaten/lookup', 'kabupaten', 'Kabupaten sebuah provinsi'],
  ['/propinsi/{id}/perbatasan/lookup', 'perbatasan', 'Daerah perbatasan sebuah provinsi'],
  ['/propinsi/{id}/tertinggal/lookup', 'tertinggal', 'Daerah tertinggal sebuah provinsi'],
  ['/propinsi/{id}/papua/lookup', 'papua', 'Daerah Papua sebuah provinsi'],
];

const regions = apiRoute({
  method: 'get',
  path: '/daerah',
  tags: TAGS,
  summary: 'Daerah yang boleh dipilih akun (seluruhnya bagi staf, wilayah kerjanya bagi yang lain)',
  access: 'login',
  responses: {
    200: json(
      ok(z.array(ChildRegion.extend({ tingkat: z.number().int() }))),
      'Provinsi lalu kabupaten/kota, menurut nama',
    ),
  },
});

const area = apiRoute({
  method: 'get',
  path: '/daerah_verifikasi',
  tags: TAGS,
  summary: 'Daerah sebuah wilayah penilaian, ditandai yang dipilih untuk akun',
  access: 'login',
  request: { query: z.object({ area: Id.optional() }) },
  responses: {
    200: json(
      ok(z.array(ChildRegion.extend({ dipilih: z.boolean() }))),
      'Daerah wilayah itu; tanpa `area`: wilayah akun',
    ),
    404: json(Failure, 'Wilayah tidak ada'),
  },
});

const profiles = apiRoute({
  method: 'get',
  path: '/profil_pemda/verifikasi',
  tags: TAGS,
  summary: 'Profil pemda yang boleh dibuka akun untuk verifikasi',
  access: { screen: 'detail-pemda-verifikasi' },
  responses: {
    200: json(
      ok(
        z.array(
          z.object({
            id: z.number().int(),
            m_daerah_id: z.number().int(),
            nama_daerah: z.string(),
            jenis: z.string(),
          }),
        ),
      ),
      'Profil dalam lingkup akun, menurut nama daerah',
    ),
  },
});

const ACCOUNT_SCREENS = { anyScreen: ['account-admin', 'account'] } as const;

const accountList = apiRoute({
  method: 'get',
  path: '/account/lookup',
  tags: TAGS,
  summary: 'Akun dalam lingkup (pemilih di layar akun), 50 pertama menurut nama',
  access: ACCOUNT_SCREENS,
  request: { query: z.object({ search: z.string().max(100).optional() }) },
  responses: {
    200: json(ok(z.array(AccountRow)), 'Akun'),
  },
});

const agencyByPath = apiRoute({
  method: 'get',
  path: '/account/opd_perangkat/{id}',
  tags: TAGS,
  summary: 'Perangkat daerah (OPD) sebuah daerah (id m_daerah), dalam lingkup akun',
  access: ACCOUNT_SCREENS,
  request: { params: z.object({ id: Id }) },
  responses: { 200: json(ok(z.array(Named)), 'OPD menurut nama') },
});

const agencyByQuery = apiRoute({
  method: 'get',
  path: '/account/opd_perangkat',
  tags: TAGS,
  summary: 'Perangkat daerah (OPD), dalam lingkup akun; `m_daerah_id` menyaring satu daerah',
  access: ACCOUNT_SCREENS,
  request: { query: regionQuery },
  responses: { 200: json(ok(z.array(Named)), 'OPD menurut nama') },
});

const unitList = apiRoute({
  method: 'get',
  path: '/account/upt',
  tags: TAGS,
  summary: 'UPT dalam lingkup akun; `m_daerah_id` menyaring satu daerah',
  access: ACCOUNT_SCREENS,
  request: { query: regionQuery },
  responses: { 200: json(ok(z.array(Named)), 'UPT menurut nama') },
});

const trainingAccounts = apiRoute({
  method: 'get',
  path: '/account/diklat',
  tags: TAGS,
  summary: 'Akun diklat (admin diklat daerah, peserta) dalam lingkup, 50 pertama menurut nama',
  access: { screen: 'konfigurasi-akun-diklat' },
  request: { query: z.object({ search: z.string().max(100).optional() }) },
  responses: {
    200: json(ok(z.array(AccountRow)), 'Akun diklat'),
  },
});

const training = apiRoute({
  method: 'get',
  path: '/diklat',
  tags: TAGS,
  summary: 'Laporan diklat dalam lingkup akun (peserta: miliknya sendiri)',
  access: { screen: 'data-diklat' },
  request: { query: z.object(pageQuery(100, 20)) },
  responses: {
    200: json(
      okPage(
        z.object({
          id: z.number().int(),
          nama_peserta: z.string(),
          nip: z.string().nullable(),
          instansi: z.string().nullable(),
          profil_id: z.number().int().nullable(),
          jenis_pelatihan_id: z.number().int().nullable(),
        }),
      ),
      'Satu halaman laporan, menurut nama peserta',
    ),
  },
});

const notFound = () => fail(404, MESSAGES.notFound);

let router = createRouter()
  .openapi(settings, async (c) =>
    c.json({ status: 1 as const, data: await publicSettings(c.var.db) }, 200),
  )
  .openapi(provinceList, async (c) =>
    c.json({ status: 1 as const, data: await provinces(c.var.db) }, 200),
  );
for (const [path, filter, summary] of CHILD_PATHS) {
  router = router.openapi(children(path, summary), async (c) => {
    const rows = await provinceChildren(c.var.db, c.req.valid('param').id, filter);
    if (!rows) throw notFound();
    return c.json({ status: 1 as const, data: rows }, 200);
  }) as typeof router;
}

/** Spec 7's lookups outside /crud (issue 27 item 4); rules in docs/api.md, "Rujukan". */
export const lookupRoutes = router
  .openapi(regions, async (c) =>
    c.json({ status: 1 as const, data: await pickableRegions(c.var.db, c.var.account) }, 200),
  )
  .openapi(area, async (c) => {
    const user = c.var.account;
    const wanted = c.req.valid('query').area ?? user.area;
    const rows = wanted > 0 ? await areaRegions(c.var.db, user, wanted) : null;
    if (!rows) throw notFound();
    return c.json({ status: 1 as const, data: rows }, 200);
  })
  .openapi(profiles, async (c) =>
    c.json({ status: 1 as const, data: await verifiableProfiles(c.var.db, c.var.account) }, 200),
  )
  .openapi(accountList, async (c) => {
    const { search } = c.req.valid('query');
    return c.json(
      { status: 1 as const, data: await accounts(c.var.db, c.var.account, { search }) },
      200,
    );
  })
  .openapi(agencyByPath, async (c) => {
    const data = await agencies(c.var.db, c.var.account, c.req.valid('param').id);
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(agencyByQuery, async (c) => {
    const data = await agencies(c.var.db, c.var.account, c.req.valid('query').m_daerah_id);
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(unitList, async (c) => {
    const data = await units(c.var.db, c.var.account, c.req.valid('query').m_daerah_id);
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(trainingAccounts, async (c) => {
    const { search } = c.req.valid('query');
    const data = await accounts(c.var.db, c.var.account, { search, roles: DIKLAT_ACCOUNTS });
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(training, async (c) => {
    const { page = 0, per_page } = c.req.valid('query');
    const result = await trainingReports(c.var.db, c.var.account, {
      page,
      perPage: per_page || 20,
    });
    return c.json({ status: 1 as const, ...result }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => lookupRoutes);
