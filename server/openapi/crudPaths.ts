import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { type AccessRule, type CrudAction } from '../../domain/access';
import { RESOURCES } from '../../resources';
import type { FieldConfig, ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../context';
import { Failure, json, ok, okPage } from './schemas';

/** How each field kind travels as JSON (the engine's serializeRow; smallint flags are 0/1). */
function fieldSchema(field: FieldConfig): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'year':
    case 'count':
    case 'score':
    case 'percent':
    case 'money':
    case 'reference':
      return z.number().nullable();
    case 'boolean':
      return z.union([z.literal(0), z.literal(1)]).nullable();
    case 'date':
      return z.string().openapi({ format: 'date' }).nullable();
    case 'datetime':
      return z.string().openapi({ format: 'date-time' }).nullable();
    case 'select':
      return z
        .union([z.string(), z.number()])
        .openapi({ enum: (field.choices ?? []).map((c) => c.id) })
        .nullable();
    case 'files':
      return z.array(z.object({ name: z.string(), value: z.string() })).nullable();
    case 'email':
      return z.string().openapi({ format: 'email' }).nullable();
    case 'url':
      return z.string().openapi({ format: 'uri' }).nullable();
    default:
      return z.string().nullable();
  }
}

const describeRule = (rule: AccessRule | undefined): string =>
  rule === undefined || rule === false
    ? 'tidak tersedia'
    : rule === 'public'
      ? 'publik'
      : rule === 'authenticated'
        ? 'setiap akun yang masuk'
        : rule.join(', ');

const failure = (description: string) => json(Failure, description);

/**
 * The generic engine serves `/crud/{resource}` for every resource of the registry; the document
 * lists each one with its own fields, so a client sees `m_daerah` as it is, not a free-form
 * record. Only the actions a resource grants to someone are listed.
 */
export function registerCrudPaths(api: OpenAPIHono<AppEnv>) {
  for (const resource of RESOURCES) registerResource(api, resource);
}

function registerResource(api: OpenAPIHono<AppEnv>, r: ResourceConfig) {
  const readable = r.fields.filter((f) => f.kind !== 'password');
  const Row = z
    .object({
      id: z.number().int(),
      ...Object.fromEntries(readable.map((f) => [f.source, fieldSchema(f).optional()])),
      _labels: z
        .record(z.string(), z.string().nullable())
        .optional()
        .openapi({ description: 'Nama yang ditunjuk kolom referensi (kolom -> nama)' }),
    })
    .openapi(`crud_${r.name}`);
  const Write = z
    .object(Object.fromEntries(r.fields.map((f) => [f.source, fieldSchema(f).optional()])))
    .openapi(`crud_${r.name}_tulis`);
  const granted = (a: CrudAction) => r.access[a] !== undefined && r.access[a] !== false;
  const tag = `crud: ${r.name}`;
  const base = `/crud/${r.name}`;
  const common = (a: CrudAction) => ({
    tags: [tag],
    description: `Akses: ${describeRule(r.access[a])}. Baris di luar lingkup akun adalah 404.`,
    ...(r.access[a] === 'public' ? {} : { security: [{ bearer: [] }] }),
  });
  const refusals = {
    400: failure('Parameter tidak valid (kolom filter atau urutan yang tidak dinyatakan)'),
    401: failure('Belum masuk'),
    403: failure('Peran akun tidak diizinkan'),
  };
  const IdParam = z.object({ id: z.coerce.number().int().positive() });
  const listQuery = z.object({
    page: z.coerce.number().int().min(0).optional(),
    per_page: z.coerce.number().int().min(1).max(100).optional(),
    orderBy: z.string().optional(),
    orderDirection: z.enum(['asc', 'desc']).optional(),
    search: z.string().optional(),
  });
  if (granted('list'))
    api.openAPIRegistry.registerPath({
      method: 'get',
      path: base,
      summary: `Daftar ${r.name} (filter: kolom=nilai atau kolom[0]=a&kolom[1]=b)`,
      ...common('list'),
      request: { query: listQuery },
      responses: { 200: json(okPage(Row), 'Satu halaman dan jumlah seluruhnya'), ...refusals },
    });
  if (granted('lookup'))
    api.openAPIRegistry.registerPath({
      method: 'get',
      path: `${base}/lookup`,
      summary: `Pilihan ${r.name} untuk pemilih (id dan nama)`,
      ...common('lookup'),
      request: { query: listQuery },
      responses: { 200: json(ok(z.array(Row)), 'Pilihan'), ...refusals },
    });
  if (granted('show'))
    api.openAPIRegistry.registerPath({
      method: 'get',
      path: `${base}/{id}`,
      summary: `Satu ${r.name}`,
      ...common('show'),
      request: { params: IdParam },
      responses: { 200: json(ok(Row), 'Data'), ...refusals, 404: failure('Tidak ditemukan') },
    });
  const body = { required: true, content: { 'application/json': { schema: Write } } };
  const writeRefusals = {
    ...refusals,
    409: failure('Periode, batas waktu atau status data tidak mengizinkan'),
    422: failure('Isian tidak valid (errors: kolom -> pesan)'),
  };
  if (granted('create'))
    api.openAPIRegistry.registerPath({
      method: 'post',
      path: base,
      summary: `Tambah ${r.name}`,
      ...common('create'),
      request: { body },
      responses: { 201: json(ok(Row), 'Tersimpan'), ...writeRefusals },
    });
  // The engine takes PUT and POST alike for an update (spec 7 clients send POST).
  for (const method of granted('update') ? (['put', 'post'] as const) : [])
    api.openAPIRegistry.registerPath({
      method,
      path: `${base}/{id}`,
      summary: `Ubah ${r.name}`,
      ...common('update'),
      request: { params: IdParam, body },
      responses: {
        200: json(ok(Row), 'Tersimpan'),
        ...writeRefusals,
        404: failure('Tidak ditemukan'),
      },
    });
  if (granted('delete'))
    api.openAPIRegistry.registerPath({
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Hapus ${r.name}`,
      ...common('delete'),
      request: { params: IdParam },
      responses: {
        200: json(ok(Row), 'Terhapus (data sebelum dihapus)'),
        ...writeRefusals,
        404: failure('Tidak ditemukan'),
      },
    });
}
