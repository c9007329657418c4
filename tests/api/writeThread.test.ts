/**
 * Issue 40: on PostgreSQL the API answers its writes on a thread of its own
 * (server/platform/runtime/writeThread.ts). The real server, as an operator starts it: its reads
 * yield the cores to the writes, a writer reads its own write at once through the main thread's
 * kept answers, and GET /api/metrics counts the write thread's requests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killStarted,
  login,
  serverDbs,
  startApi,
  waitUntilServing,
  type Started,
} from '../helpers/serverProcess';

const SLOW = 300_000;
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n';

let dbs: Awaited<ReturnType<typeof serverDbs>>;
let srv: Started;
let port: number;
let databaseUrl: string;

/** A thread's nice value, from /proc (field 19; the name in parentheses may hold spaces). */
const niceOf = (pid: number, tid = pid) => {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

const api = async <T = Record<string, unknown>>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: T; message?: string } };
};

describe.runIf(process.env.DATABASE_URL)('the write thread of a server on PostgreSQL', () => {
  beforeAll(async () => {
    dbs = await serverDbs('iid_wt_');
    const db = dbs.fresh();
    port = await freePort();
    const env = db.env(port);
    databaseUrl = env.DATABASE_URL!;
    srv = startApi(env);
    await waitUntilServing(srv, port);
  }, SLOW);
  afterAll(async () => {
    killStarted();
    await dbs?.cleanup();
  });

  it('runs the reads 10 nice steps below the writes (WRITE_PRIORITY)', () => {
    expect(niceOf(srv.pid)).toBe(10);
    // Only the main thread yields: the write thread and the pools started before stay level.
    const tids = readdirSync(`/proc/${srv.pid}/task`).map(Number);
    expect(tids.filter((tid) => niceOf(srv.pid, tid) === 10)).toEqual([srv.pid]);
    expect(srv.output()).toMatch(/prioritas 10 tingkat di bawah penyimpanan/);
  });

  it("a region's save is read at once in its kept dashboard, save after save", async () => {
    const token = await login(port, 'pemda');
    const me = await api<{ profil_id: number }>(token, 'GET', '/api/me');
    const profilId = me.body.data.profil_id;
    type Row = { id: number; jenis: string; skala: { id: number; nilai: number }[] };
    const rows = (await api<Row[]>(token, 'GET', `/api/daerah/${profilId}/indikator?tahun=2026`))
      .body.data;
    const ind = rows.find((i) => i.jenis.toUpperCase() !== 'A' && i.skala.length > 1)!;
    // Its evidence first (a document upload is a write too), so the answer earns points.
    const form = new FormData();
    form.append('indikator_id', String(ind.id));
    form.append('nama', 'Surat bukti');
    form.append('file', new Blob([PDF]), 'bukti.pdf');
    const doc = await api(token, 'POST', `/api/daerah/${profilId}/dokumen`, form);
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const steps = [...ind.skala].sort((a, b) => a.nilai - b.nilai);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // The dashboard is kept between reads; each save must reach it before its answer does.
      await api(token, 'GET', '/api/dashboard/pemda?tahun=2026');
      const seen = new Set<number>();
      for (let i = 0; i < 10; i++) {
        const step = i % 2 ? steps[0]! : steps[steps.length - 1]!;
        const saved = await api(token, 'POST', `/api/daerah/${profilId}/indikator`, {
          tahun: 2026,
          jawaban: [{ indikator_id: ind.id, skala_id: step.id }],
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const read = (
          await api<{ indeks: number }>(token, 'GET', '/api/dashboard/pemda?tahun=2026')
        ).body.data;
        const stored = await client.query(
          'select indeks::float as indeks from skor_indeks where profil_id = $1 and tahun = 2026',
          [profilId],
        );
        expect(read.indeks).toBe(stored.rows[0].indeks);
        seen.add(read.indeks);
      }
      // The index moved with each save: the kept answer had to follow it.
      expect(seen.size).toBe(2);
    } finally {
      await client.end();
    }
  });

  it("a write's body reaches the thread whole, however the client sends it", async () => {
    const token = await login(port, 'pemda');
    const me = await api<{ profil_id: number }>(token, 'GET', '/api/me');
    const path = `/api/daerah/${me.body.data.profil_id}/indikator`;
    type Row = { id: number; jenis: string; skala: { id: number }[] };
    const rows = (await api<Row[]>(token, 'GET', `${path}?tahun=2026`)).body.data;
    const ind = rows.find((i) => i.jenis.toUpperCase() !== 'A' && i.skala.length > 0)!;
    const save = { tahun: 2026, jawaban: [{ indikator_id: ind.id, skala_id: ind.skala[0]!.id }] };
    /** A raw request: `chunked` sends the body without a length, in three pieces. */
    const send = (body: string, opts: { chunked?: boolean; br?: boolean } = {}) =>
      new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
        (resolve, reject) => {
          const headers: Record<string, string> = {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            ...(opts.br ? { 'accept-encoding': 'br' } : {}),
            ...(opts.chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          };
          const req = request({ port, path, method: 'POST', headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const raw = Buffer.concat(chunks);
              const text = (
                res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw
              ).toString();
              resolve({ status: res.statusCode!, headers: res.headers, text });
            });
          });
          req.on('error', reject);
          const third = Math.ceil(body.length / 3);
          for (let i = 0; i < body.length; i += third) req.write(body.slice(i, i + third));
          req.end();
        },
      );
    const json = JSON.stringify(save);
    const plain = await send(json);
    expect(plain.status, plain.text).toBe(200);
    // Sent in pieces without a length, or after a byte order mark: the same save.
    const chunked = await send(json, { chunked: true });
    expect(chunked.status, chunked.text).toBe(200);
    const bom = await send(`\uFEFF${json}`);
    expect(bom.status, bom.text).toBe(200);
    // Compressed for a client that takes brotli, the same answer.
    const br = await send(json, { br: true });
    expect(JSON.parse(br.text)).toEqual(JSON.parse(plain.text));
    // A control character anywhere in the body is refused, and names its field.
    const control = await send(JSON.stringify({ ...save, catatan: 'a\u0001b' }));
    expect(control.status).toBe(422);
    expect(JSON.parse(control.text).errors).toHaveProperty('catatan');
    // Past the 2 MiB limit: refused, with or without a declared length.
    const big = JSON.stringify({ ...save, catatan: 'x'.repeat(2.5 * 1024 * 1024) });
    expect((await send(big)).status).toBe(413);
    expect((await send(big, { chunked: true })).status).toBe(413);
  });

  it('a logout on the write thread ends the session for the reads at once', async () => {
    const token = await login(port, 'verifikator');
    expect((await api(token, 'GET', '/api/me')).status).toBe(200);
    const out = await api(token, 'POST', '/api/logout');
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect((await api(token, 'GET', '/api/me')).status).toBe(401);
  });

  it("counts the write thread's requests in GET /api/metrics", async () => {
    await login(port, 'pemda');
    const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text();
    const logins = text.match(
      /iid_http_requests_total\{method="POST",route="\/api\/login",status="200"\} (\d+)/,
    );
    expect(Number(logins?.[1])).toBeGreaterThanOrEqual(2);
    // Both threads' connections: the reads' 20 and the writes' 20.
    expect(text).toMatch(/^iid_db_pool_max 40$/m);
    // The process's own figures once, from the main thread.
    expect(text.match(/^iid_process_cpu_user_seconds_total /gm)).toHaveLength(1);
  });
});
