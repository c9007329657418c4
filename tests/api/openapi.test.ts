import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import { operationIdOf } from '../../server/platform/openapi/document';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(() => t.close());

/** `/api/crud/:resource/:id` -> `/crud/{resource}/{id}` as the document spells paths. */
const docPath = (path: string) => path.replace(/^\/api/, '').replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the published contract (GET /api/openapi.json)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every route the app registers', () => {
    const missing: string[] = [];
    for (const r of t.app.routes) {
      // Middleware and the catch-all 404s register under ALL; they are not endpoints.
      if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
      const method = r.method.toLowerCase();
      const path = docPath(r.path);
      if (path.startsWith('/crud/{resource}')) {
        // The generic engine's one route stands for each resource's own path.
        const each = RESOURCES.map((res) => path.replace('{resource}', res.name));
        if (!each.some((p) => doc.paths[p]?.[method])) missing.push(`${r.method} ${path}`);
        continue;
      }
      if (!doc.paths[path]?.[method]) missing.push(`${r.method} ${path}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists each resource of the generic engine with its own fields', () => {
    const list = doc.paths['/crud/m_daerah']?.get;
    expect(list).toBeDefined();
    const row = doc.components.schemas.crud_m_daerah;
    expect(Object.keys(row.properties)).toEqual(expect.arrayContaining(['id', 'nama']));
    // A password is written, never answered.
    expect(doc.components.schemas.crud_usr_asn.properties.password).toBeUndefined();
    expect(doc.components.schemas.crud_usr_asn_tulis.properties.password).toBeDefined();
  });

  it('is public, and so is the readable reference, with its files served locally', async () => {
    // /api/docs lists the groups; one group's reference is Swagger UI (tests/api/publicPages.test.ts).
    expect((await t.app.request('/api/docs')).status).toBe(200);
    const page = await t.app.request('/api/docs?tag=Akun');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await t.app.request('/api/docs/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    const init = await (await t.app.request('/api/docs/init.js')).text();
    expect(init).toContain("url: 'openapi.json'");
    expect(init).toContain('validatorUrl: null');
  });

  it('still checks access on every route it documents', async () => {
    expect((await t.call('GET', '/api/outbox')).status).toBe(401);
    expect((await t.call('GET', '/api/outbox', { as: 'admin' })).status).toBe(403);
    const ok = await t.call('GET', '/api/outbox?per_page=5', { as: 'superadmin' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 1,
      data: expect.any(Array),
      total: expect.any(Number),
    });
    const bad = await t.call('GET', '/api/outbox?page=x', { as: 'superadmin' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, message: expect.stringContaining('page') });
  });
});

/** Every operation of the document: method, path and the operation object. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const operations = (): [string, string, any][] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    Object.entries(item as Record<string, any>).map(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      ([method, op]): [string, string, any] => [method, path, op],
    ),
  );

/** The client's source files (src/), to find which calls the screens make. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('what outside tools expect of the contract (issue 36)', () => {
  it('gives every operation an operationId from its method and path, unique', () => {
    const ids = operations().map(([method, path, op]) => {
      expect(op.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
      return op.operationId as string;
    });
    expect(ids.length).toBeGreaterThan(400);
    const seen = new Set<string>();
    expect(ids.filter((id) => seen.size === seen.add(id).size)).toEqual([]);
  });

  it('declares at the top, in Indonesian, every tag an operation uses', () => {
    const declared = new Map(
      (doc.tags as { name: string; description?: string }[]).map((t) => [t.name, t.description]),
    );
    const used = new Set(operations().flatMap(([, , op]) => op.tags as string[]));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    // No stale group either: a declared tag names operations.
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
    for (const [name, description] of declared) expect(description, name).toBeTruthy();
  });

  it('names the security of every operation: none for a public one', () => {
    for (const [method, path, op] of operations()) {
      const anonymous =
        op.security.length === 0 || op.security.some((r: object) => !Object.keys(r).length);
      expect(anonymous, `${method} ${path}`).toBe(/Akses: publik/.test(op.description ?? ''));
    }
    expect(doc.paths['/login'].post.security).toEqual([]);
    expect(doc.paths['/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a default Failure answer for the errors any route can give', () => {
    for (const [method, path, op] of operations())
      expect(
        op.responses.default?.content?.['application/json']?.schema,
        `${method} ${path}`,
      ).toEqual({ $ref: '#/components/schemas/Failure' });
  });

  it('gives integer parameters integer examples and no pattern', () => {
    const wrong: string[] = [];
    for (const [method, path, op] of operations())
      for (const p of op.parameters ?? []) {
        const s = p.schema ?? {};
        if (s.type !== 'integer') continue;
        const example = p.example ?? s.example;
        if (s.pattern !== undefined || (example !== undefined && !Number.isInteger(example)))
          wrong.push(`${method} ${path} ${p.name}`);
      }
    expect(wrong).toEqual([]);
    expect(doc.paths['/ranking-index'].get.parameters).toContainEqual(
      expect.objectContaining({
        name: 'tahun',
        schema: expect.objectContaining({ example: 2026 }),
      }),
    );
  });

  it('marks the state-changing spec 7 GET aliases deprecated, and the screens use the POST forms', () => {
    const legacy = operations().filter(([, , op]) => op.deprecated);
    expect(legacy.map(([method, path]) => `${method} ${path}`)).toContain(
      'get /review/approve/{id}',
    );
    expect(legacy).toHaveLength(12);
    const client = sources('src')
      .filter((f) => !/\.test\.tsx?$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const [method, path, op] of legacy) {
      expect(method).toBe('get');
      expect(op.summary).toMatch(/^Usang: /);
      // The typed client's chain to that path (`api.review.approve[':id'].$get`) or the path
      // as text: neither appears in the screens' code.
      const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
      const chain = segments.map((s) => `(\\.${s.replace(/[-_]/g, '\\$&')}|\\['${s}'\\])`).join('');
      expect(client).not.toMatch(new RegExp(`${chain}\\[':id'\\]\\.\\$get`));
      expect(client).not.toContain(`/${segments.join('/')}/`);
    }
  });
});
