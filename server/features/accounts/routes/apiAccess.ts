import { z } from '@hono/zod-openapi';
import { MAX_ACTIVE_KEYS, OPEN_DATA_SCOPES } from '../../../../domain/openData';
import { MESSAGES } from '../../../platform/http/http';
import { digitsOnly } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody } from '../../../platform/openapi/schemas';
import {
  checkKeyFields,
  createKey,
  listKeys,
  revokeKey,
  rotateKey,
  updateKey,
  USAGE_DAYS,
} from '../services/apiKeys';

/**
 * The api-access screen's calls (issue 26 item 4, spec 7 `GET /api/access`): the account's own
 * keys of the open data API with their last use and calls per day, and making, naming, scoping,
 * revoking and rotating them. A secret is in the answer of the call that made it (create,
 * rotate) and nowhere else, ever. Admin, superadmin and pemda (spec 6); a pemda's keys carry
 * its region.
 */

const TAGS = ['Kunci API'];
const access = { screen: 'api-access' } as const;

const Scope = z.enum(OPEN_DATA_SCOPES);

const KeyInfo = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    scope: z.array(Scope),
    prefix: z.string().openapi({ example: 'iid_Ab12Cd', description: 'Awal kunci, pembeda' }),
    daerah: z.string().nullable().openapi({ description: 'Daerah kunci milik pemda' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    rotated_at: z.string().nullable().openapi({ format: 'date-time' }),
    revoked_at: z.string().nullable().openapi({ format: 'date-time' }),
    last_used_at: z.string().nullable().openapi({ format: 'date-time' }),
    hari_ini: z.number().int().openapi({ description: 'Panggilan hari ini (WIB)' }),
    per_hari: z
      .array(z.object({ tanggal: z.string(), jumlah: z.number().int() }))
      .openapi({ description: `Panggilan ${USAGE_DAYS} hari terakhir, lama ke baru` }),
  })
  .openapi('KunciApi');

const Secret = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    secret: z.string().openapi({
      example: 'iid_6gk2…',
      description: 'Kunci utuh: hanya di jawaban ini, tidak dapat dibaca lagi',
    }),
  }),
});

const Done = z.object({ status: z.literal(1), message: z.string() });

const Fields = z.object({
  nama: z.string().max(100).optional(),
  scope: z.array(z.string().max(20)).max(10).optional(),
});

const KeyParam = z.object({ id: Id });

const listRoute = apiRoute({
  method: 'get',
  path: '/access',
  tags: TAGS,
  summary:
    'Kunci API akun ini (tanpa rahasianya), dengan pemakaian terakhir dan panggilan per hari',
  access,
  responses: { 200: json(z.object({ status: z.literal(1), data: z.array(KeyInfo) }), 'Kunci') },
});

const createRoute = apiRoute({
  method: 'post',
  path: '/access',
  tags: TAGS,
  summary: 'Membuat kunci API: nama dan layanan yang boleh dipanggil (dicatat)',
  description: `Kunci ditampilkan sekali di jawaban ini. Paling banyak ${MAX_ACTIVE_KEYS} kunci aktif per akun (409).`,
  access,
  request: { body: jsonBody(Fields) },
  responses: { 201: json(Secret, 'Kunci baru'), 409: json(Failure, 'Terlalu banyak kunci aktif') },
});

const updateRoute = apiRoute({
  method: 'put',
  path: '/access/{id}',
  tags: TAGS,
  summary: 'Mengganti nama atau cakupan kunci (dicatat)',
  access,
  request: { params: KeyParam, body: jsonBody(Fields) },
  responses: { 200: json(Done, 'Disimpan'), 404: json(Failure, 'Bukan kunci akun ini') },
});

const revokeRoute = apiRoute({
  method: 'post',
  path: '/access/{id}/revoke',
  tags: TAGS,
  summary: 'Mencabut kunci: setiap panggilan dengannya dijawab 401 (dicatat)',
  access,
  request: { params: KeyParam },
  responses: { 200: json(Done, 'Dicabut'), 404: json(Failure, 'Bukan kunci akun ini') },
});

const rotateRoute = apiRoute({
  method: 'post',
  path: '/access/{id}/rotate',
  tags: TAGS,
  summary: 'Mengganti rahasia kunci: yang lama langsung tidak berlaku (dicatat)',
  description: 'Nama, cakupan dan riwayat pemakaian tetap. Kunci yang sudah dicabut: 409.',
  access,
  request: { params: KeyParam },
  responses: {
    200: json(Secret, 'Rahasia baru'),
    404: json(Failure, 'Bukan kunci akun ini'),
    409: json(Failure, 'Kunci sudah dicabut'),
  },
});

export const apiAccessRoutes = digitsOnly(
  createRouter(),
  'PUT /access/:id',
  'POST /access/:id/revoke',
  'POST /access/:id/rotate',
)
  .openapi(listRoute, async (c) => {
    const data = await listKeys(c.var.db, c.var.account, c.var.deps.clock.now());
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(createRoute, async (c) => {
    const fields = checkKeyFields(c.req.valid('json'), false);
    const made = await createKey(
      c.var.db,
      c.var.account,
      { nama: fields.nama!, scope: fields.scope! },
      c.var.deps.clock.now(),
    );
    return c.json({ status: 1 as const, message: MESSAGES.apiKeyCreated, data: made }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const fields = checkKeyFields(c.req.valid('json'), true);
    await updateKey(
      c.var.db,
      c.var.account,
      c.req.valid('param').id,
      fields,
      c.var.deps.clock.now(),
    );
    return c.json({ status: 1 as const, message: MESSAGES.apiKeySaved }, 200);
  })
  .openapi(revokeRoute, async (c) => {
    await revokeKey(c.var.db, c.var.account, c.req.valid('param').id, c.var.deps.clock.now());
    return c.json({ status: 1 as const, message: MESSAGES.apiKeyRevokedDone }, 200);
  })
  .openapi(rotateRoute, async (c) => {
    const made = await rotateKey(
      c.var.db,
      c.var.account,
      c.req.valid('param').id,
      c.var.deps.clock.now(),
    );
    return c.json({ status: 1 as const, message: MESSAGES.apiKeyRotated, data: made }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => apiAccessRoutes);
