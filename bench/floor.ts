/**
 * The floor of `npm run bench`: what the machine allows for the benchmarked requests with no
 * framework at all. Plain `node:http` + `pg`, the same SQL as the product sends (captured from
 * its driver), the same JSON, the same token check (HS256 signature with `jose`, claims cached
 * for 60 s, the account re-read every 5 s for its active flag and token version), and named
 * (server-side prepared) statements as the product's list path uses.
 * Env: PORT, DATABASE_URL, JWT_SECRET, WORKERS (node:cluster, like the product), FLOOR
 * (`same`, the default: the product's own SQL; `tuned`: the fastest SQL written by hand for the
 * same JSON, see below). Started by bench/run.ts as a child process, once per kind.
 * Also `POST /api/inovasi/{id}/evaluasi`: one evaluation's writes and the region's recomputation
 * in hand-written SQL (bench/floorEvaluation.ts, issue 40).
 */
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { daerahLookup, innovationList, pool, QUEUES, reviewList } from './floorQueries';
import { floorEvaluation } from './floorEvaluation';
import { tunedDaerahLookup, tunedInnovationList, tunedReviewList } from './floorTuned';

// The product's JSON: `date` columns as 'YYYY-MM-DD' (drizzle reads them as text), numeric as
// numbers (its row mapping), timestamps as ISO strings (Date).
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(1700, (v: string) => Number(v));

const key = new TextEncoder().encode(process.env.JWT_SECRET ?? '');

interface Account {
  id: number;
  is_active: number;
  token_version: number;
}
const claimsCache = new Map<string, { sub: number; ver: number; until: number }>();
const accounts = new Map<number, { account: Account; until: number }>();

const ACCOUNT_SQL =
  'select "usr_asn"."id", "usr_asn"."username", "usr_asn"."nama_lengkap", "usr_asn"."role", ' +
  '"usr_asn"."m_daerah_id", "profil_pemda"."id" as "profil_id", "usr_asn"."area", ' +
  '"usr_asn"."opd_perangkat_id", "usr_asn"."upt_id", "usr_asn"."token_version", "usr_asn"."is_active" ' +
  'from "usr_asn" left join "profil_pemda" on "profil_pemda"."m_daerah_id" = "usr_asn"."m_daerah_id" ' +
  'where "usr_asn"."id" = $1 limit $2';

/** The signed-in account's id, or null. */
async function authorised(req: IncomingMessage): Promise<number | null> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const now = Date.now();
  let claims = claimsCache.get(token);
  if (!claims || claims.until <= now) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      claims = {
        sub: Number(payload.sub),
        ver: Number(payload.ver),
        until: Math.min(now + 60_000, (payload.exp ?? 0) * 1000),
      };
      claimsCache.set(token, claims);
    } catch {
      return null;
    }
  }
  let hit = accounts.get(claims.sub);
  if (!hit || hit.until < now) {
    const { rows } = await pool.query<Account>(ACCOUNT_SQL, [claims.sub, 1]);
    if (!rows[0]) return null;
    hit = { account: rows[0], until: now + 5_000 };
    accounts.set(claims.sub, hit);
  }
  return hit.account.is_active === 1 && hit.account.token_version === claims.ver
    ? claims.sub
    : null;
}

const TUNED = process.env.FLOOR === 'tuned';

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

const server = createServer((req, res) => {
  void (async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://floor');
      const accountId = await authorised(req);
      if (accountId === null) return send(res, 401, { status: 0, message: 'Sesi tidak valid.' });
      const q = url.searchParams;
      // Issue 40: one evaluation, its writes and the region's recomputation by hand.
      const evaluation = /^\/api\/inovasi\/(\d+)\/evaluasi$/.exec(url.pathname);
      if (req.method === 'POST' && evaluation) {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as object;
        const r = await floorEvaluation(pool, Number(evaluation[1]), accountId, body);
        return send(res, r.status, r.body);
      }
      if (url.pathname === '/api/crud/iga2020_inovasi')
        return send(res, 200, await (TUNED ? tunedInnovationList(q) : innovationList(q)));
      if (url.pathname === '/api/crud/m_daerah/lookup')
        return send(res, 200, await (TUNED ? tunedDaerahLookup(q) : daerahLookup(q)));
      if (url.pathname in QUEUES)
        return send(
          res,
          200,
          await (TUNED ? tunedReviewList(url.pathname, q) : reviewList(url.pathname, q)),
        );
      return send(res, 404, { status: 0, message: 'Data tidak ditemukan.' });
    } catch (e) {
      console.error(e);
      send(res, 500, { status: 0, message: 'error' });
    }
  })();
});
const WORKERS = Number(process.env.WORKERS ?? 1);
if (WORKERS > 1 && cluster.isPrimary) {
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
      setTimeout(() => process.exit(0), 500).unref();
    });
} else {
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'));
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => {
      server.close();
      void pool.end().finally(() => process.exit(0));
    });
}
