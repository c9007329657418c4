import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AccessRule, type CrudAction } from '../../domain/access';
import { RESOURCES } from '../../resources';
import type { Choice, FieldConfig, ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../platform/http/context';
import { columnKind, columnsOf, serializeRow } from './columns';
import { listExtrasOf } from './listExtras';
import { LABELS_KEY } from './referenceLabels';
import { TABLES } from './tables';
import { DEFAULT_FAILURE, Failure, json, ok, okPage } from '../platform/openapi/schemas';
import { securityOf } from '../platform/openapi/security';
import { crudTag } from '../platform/openapi/tags';

/**
 * How a column travels as JSON: its type from the table (what the engine answers: a boolean
 * column as true/false, a smallint flag as 0/1, a numeric as a number), narrowed by its field
 * (the choices of a select, an e-mail's format). Every value may be null.
 */
function valueSchema(
  col: AnyPgColumn,
  field: FieldConfig | undefined,
  choices?: readonly Choice[],
) {
  const kind = columnKind(col);
  if (choices?.length) {
    // As stored: numbers in an integer column, text otherwise; `null` is one of the values
    // (an enum beside a nullable type refuses null).
    const ids = choices.map((c) => (kind === 'integer' ? Number(c.id) : String(c.id)));
    const base = kind === 'integer' ? z.number().int() : z.string();
    return base.nullable().openapi({ enum: [...ids, null] });
  }
  switch (kind) {
    case 'integer':
      return z.number().int().nullable();
    case 'decimal':
      return z.number().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'date':
      return z.string().nullable().openapi({ format: 'date' });
    case 'timestamp':
      return z.string().nullable().openapi({ format: 'date-time' });
    case 'json':
      return field?.kind === 'files'
        ? z.array(z.object({ name: z.string(), value: z.string() })).nullable()
        : z.unknown();
    default:
      // A link may be relative (`/uploads/...`): no `uri` format.
      return field?.kind === 'email'
        ? z.string().nullable().openapi({ format: 'email' })
        : z.string().nullable();
  }
}

/**
 * A row as the engine answers it (GET list, lookup and show, and the written row): every column
 * of the table that serializeRow keeps (secrets never), whether or not a field shows it, plus
 * the keys beside the columns: the reference labels, the resource's list facts and a lookup's
 * `label`. Each key is optional: a list leaves out long texts that are not list columns.
 */
function rowSchema(r: ResourceConfig) {
  const table = TABLES[r.name]!;
  const columns = columnsOf(table);
  const answered = Object.keys(
    serializeRow(table, Object.fromEntries(Object.keys(columns).map((k) => [k, null]))),
  );
  const fields = new Map(r.fields.map((f) => [f.source, f]));
  const extras = listExtrasOf(r.name);
  return (
    z
      .object({
        ...Object.fromEntries(
          answered.map((k) => {
            const f = fields.get(k);
            return [k, valueSchema(columns[k]!, f, f?.shownChoices ?? f?.choices).optional()];
          }),
        ),
        id: z.number().int(),
        [LABELS_KEY]: z
          .record(z.string(), z.string().nullable())
          .optional()
          .openapi({ description: 'Nama yang ditunjuk kolom referensi (kolom -> nama)' }),
        ...(extras && {
          [extras.key]: z
            .strictObject(
              Object.fromEntries(Object.keys(extras.facts).map((n) => [n, z.unknown()])),
            )
            .nullable()
            .optional()
            .openapi({ description: 'Fakta daftar dari tabel lain (daftar dan rincian)' }),
        }),
        label: z
          .string()
          .optional()
          .openapi({ description: 'Hanya pada pilihan (lookup): nama baris, atau id-nya' }),
      })
      // No other key: a column the schema forgot fails the conformance test instead of passing.
      .strict()
      .openapi(`crud_${r.name}`)
  );
}

/** A write's body: the resource's fields, each as its column takes it (choices: what may be chosen). */
function writeSchema(r: ResourceConfig) {
  const columns = columnsOf(TABLES[r.name]!);
  return z
    .object(
      Object.fromEntries(
        r.fields.map((f) => [f.source, valueSchema(columns[f.source]!, f, f.choices).optional()]),
      ),
    )
    .openapi(`crud_${r.name}_tulis`);
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
  const Row = rowSchema(r);
  const Write = writeSchema(r);
  const granted = (a: CrudAction) => r.access[a] !== undefined && r.access[a] !== false;
  const tag = crudTag(r.name);
  const base = `/crud/${r.name}`;
  const common = (a: CrudAction) => ({
    tags: [tag],
    description: `Akses: ${describeRule(r.access[a])}. Baris di luar lingkup akun adalah 404.`,
    security: securityOf(r.access[a] === 'public'),
  });
  const refusals = {
    default: DEFAULT_FAILURE,
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
