import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dokumen, kemiripan, m_daerah } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * Issue 36 item 8: every GET operation of the published document, called as two roles with
 * valid parameters, answers what it declares. Each 2xx JSON answer is validated against the
 * operation's declared schema for that status with a JSON Schema validator (ajv, draft 2020-12,
 * the dialect of OpenAPI 3.1), so a schema that misstates a row fails here, not in a client.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ROLES = ['superadmin', 'pemda'] as const;
/**
 * Demo accounts tried, in order, on a read neither of the two may open (the quality control
 * dashboard, a province's region list), so that it is validated too.
 */
const OTHERS = ['admin', 'provinsi', 'verifikator', 'quality_control', 'admin.diklat'] as const;
type Role = (typeof ROLES)[number] | (typeof OTHERS)[number];

let t: TestApp;
let doc: Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** Real ids of the demo data, as each path parameter means them. */
let ids: {
  profil: number;
  province: number;
  provinceProfil: number;
  inovasi: number;
  lomba: number;
  kode: string;
  slug: string;
  /** Owner and indicator of a document of each unit. */
  doc: { inovasi: [number, number]; daerah: [number, number] };
  /** A region with a verified index this period: the one the IGA flag may be set on. */
  rated: number;
  /** A flagged pair of the demo (issue 38): the innovation and the one it resembles. */
  pair: [number, number];
  /** A finished resumable upload of pemda's (issue 39), by its public id. */
  upload: string;
};

/** A finished tus upload of one small PDF, made in one request (creation-with-upload). */
async function finishedUpload(as: Role): Promise<string> {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const res = await t.app.request('/api/uploads', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await t.tokenFor(as)}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(pdf.byteLength),
      'upload-metadata': `filename ${btoa('kesesuaian.pdf')}`,
      'content-type': 'application/offset+octet-stream',
    },
    body: pdf,
  });
  await res.body?.cancel();
  const location = res.headers.get('location') ?? '';
  expect(res.status, location).toBe(201);
  return location.slice(-32);
}

const isJson = (type: string) => /^application\/([\w.-]+\+)?json\b/i.test(type);

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call('GET', '/api/openapi.json')).body;
  // Components under the document's own name, so `#/components/...` refs resolve.
  ajv.addSchema({ $id: 'doc', components: doc.components });

  const profil = await ownProfilId(t, 'pemda');
  const me = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data;
  const [region] = await t.db.select().from(m_daerah).where(eq(m_daerah.id, me.m_daerah_id));
  const province = region!.parent_id ?? region!.id;
  const provinceProfil = await t.call('GET', `/api/crud/profil_pemda?m_daerah_id=${province}`, {
    as: 'superadmin',
  });
  const firstId = async (path: string, as: Role = 'pemda') =>
    Number((await t.call('GET', path, { as })).body.data[0].id);
  const docOf = async (unit: string): Promise<[number, number]> => {
    const [row] = await t.db
      .select()
      .from(dokumen)
      .where(and(eq(dokumen.unit, unit), isNotNull(dokumen.indikator_id)))
      .limit(1);
    return [unit === 'daerah' ? row!.profil_id : row!.inovasi_id!, row!.indikator_id];
  };
  ids = {
    profil,
    province,
    provinceProfil: Number(provinceProfil.body.data[0]?.id ?? profil),
    inovasi: await firstId('/api/crud/iga2020_inovasi?per_page=1'),
    lomba: await firstId('/api/lomba/lookup'),
    kode: region!.kode,
    slug: (await t.call('GET', '/api/v1/announcements')).body.data[0].slug,
    doc: {
      inovasi: await docOf('inovasi'),
      daerah: await docOf('daerah'),
    },
    rated: Number(
      (
        (await t.db.execute(sql`
          select profil_id from skor_indeks where tahun = 2026 and indeks_verifikasi > 0
          order by profil_id limit 1`)) as unknown as { rows: { profil_id: number }[] }
      ).rows[0]!.profil_id,
    ),
    pair: await t.db
      .select({ a: kemiripan.inovasi_id, b: kemiripan.lawan_id })
      .from(kemiripan)
      .limit(1)
      .then(([row]) => [row!.a, row!.b]),
    upload: await finishedUpload('pemda'),
  };
});
afterAll(() => t.close());

/** What `{id}` names on each path (the document only says it is an integer). */
const ID_MEANINGS: [RegExp, (p: typeof ids) => number | string][] = [
  [/^\/inovasi\/\{id\}\/dokumen/, (p) => p.doc.inovasi[0]],
  [/^\/inovasi\/\{id\}\/kemiripan\//, (p) => p.pair[0]],
  [/^\/uploads\//, (p) => p.upload],
  [/^\/daerah\/\{id\}\/dokumen/, (p) => p.doc.daerah[0]],
  [/^\/lomba\b/, (p) => p.lomba],
  [/^\/(inovasi|nomor_registrasi)\b/, (p) => p.inovasi],
  [/^\/(daerah|pakta|profil)\//, (p) => p.profil],
  [/^\/(propinsi|kabkota|indeks\/average\/propinsi|account\/opd_perangkat)\//, (p) => p.province],
];

/**
 * A valid value of a path parameter: a real id of what it names, else its first declared choice
 * or its example (`{jenis}`), or null when this test cannot name one.
 */
async function pathValue(path: string, param: Json, as: Role): Promise<string | null> {
  if (path.startsWith('/crud/')) {
    const list = await t.call('GET', `/api${path.replace(/\/\{id\}$/, '')}?per_page=1`, { as });
    const row = list.body?.data?.[0];
    return row ? String(row.id) : null;
  }
  switch (param.name) {
    case 'profilId':
      if (path.endsWith('/flag')) return String(ids.rated);
      return String(path.startsWith('/propinsi/') ? ids.provinceProfil : ids.profil);
    case 'indikatorId': {
      return String(ids.doc[path.startsWith('/daerah') ? 'daerah' : 'inovasi'][1]);
    }
    case 'kode':
      return ids.kode;
    case 'lawanId':
      return String(ids.pair[1]);
    case 'berkas':
      return `${ids.kode}.svg`;
    case 'slug':
      return ids.slug;
    case 'id': {
      const meaning = ID_MEANINGS.find(([re]) => re.test(path));
      return meaning ? String(meaning[1](ids)) : null;
    }
    default: {
      const declared = param.schema?.enum?.[0] ?? param.example ?? param.schema?.example;
      return declared === undefined ? null : String(declared);
    }
  }
}

/**
 * The value of a required query parameter: its declared example, else its first choice; an
 * indicator, which the example cannot know, is one the demo's documents answer.
 */
const queryValue = (param: Json) =>
  param.name === 'indikator_id'
    ? ids.doc.inovasi[1]
    : (param.example ?? param.schema?.example ?? param.schema?.enum?.[0] ?? param.schema?.default);

/** A 2xx answer's declared JSON schema for `status`, compiled once. */
const compiled = new Map<string, ValidateFunction>();
function validatorFor(path: string, status: number, schema: Json): ValidateFunction {
  const key = `${path} ${status}`;
  let v = compiled.get(key);
  if (!v) {
    const local = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'),
    );
    v = ajv.compile(local);
    compiled.set(key, v);
  }
  return v;
}

describe('every GET answer matches its declared schema (issue 36)', () => {
  it('as superadmin and as a region account', async () => {
    const mismatches: string[] = [];
    const unanswered: string[] = [];
    let reads = 0;
    for (const [path, item] of Object.entries(doc.paths) as [string, Json][]) {
      const op = item.get;
      // A deprecated GET is a legacy alias that changes state: never called to read.
      if (!op || op.deprecated) continue;
      const declared = Object.entries(op.responses as Json).filter(([s]) => /^2/.test(s));
      // Downloads, pages and pictures: their success is not JSON, so there is nothing to validate.
      if (!declared.some(([, r]) => Object.keys((r as Json).content ?? {}).some(isJson))) continue;
      reads++;
      let answered = false;
      for (const as of [...ROLES, ...OTHERS]) {
        if (answered && !(ROLES as readonly string[]).includes(as)) break;
        let url = path;
        let missing = false;
        for (const p of (op.parameters ?? []).filter((x: Json) => x.in === 'path')) {
          const value = await pathValue(path, p, as);
          if (value === null) missing = true;
          else url = url.replace(`{${p.name}}`, encodeURIComponent(value));
        }
        if (missing) continue;
        const query = new URLSearchParams();
        for (const p of (op.parameters ?? []).filter((x: Json) => x.in === 'query' && x.required))
          query.set(p.name, String(queryValue(p)));
        const res = await t.app.request(`/api${url}${query.size ? `?${query}` : ''}`, {
          headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
        });
        const type = res.headers.get('content-type') ?? '';
        if (res.status < 200 || res.status > 299 || !isJson(type)) {
          await res.body?.cancel();
          continue;
        }
        answered = true;
        const schema = op.responses[res.status]?.content?.['application/json']?.schema;
        if (!schema) {
          mismatches.push(`${as} GET ${url}: ${res.status} is not declared`);
          continue;
        }
        const validate = validatorFor(path, res.status, schema);
        if (!validate(await res.json()))
          mismatches.push(
            `${as} GET ${url}: ${(validate.errors ?? [])
              .slice(0, 3)
              .map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
              .join('; ')}`,
          );
      }
      if (!answered) unanswered.push(`GET ${path}`);
    }
    expect(mismatches).toEqual([]);
    // Valid parameters: every JSON read answered 2xx to some account.
    expect(unanswered).toEqual([]);
    // The walk saw the document (some 200 JSON reads, crud ones included).
    expect(reads).toBeGreaterThan(150);
  }, 600_000);
});
