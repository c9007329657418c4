import { Hono, type Context } from 'hono';
import { and, count, eq, sql } from 'drizzle-orm';
import { DAERAH_BINAAN_ORDER, ALL_STAGES } from '../../domain/daerahBinaan';
import { hasAnyRole } from '../../domain/roles';
import { SCREEN_ROLES } from '../../domain/screens';
import { getResource } from '../../resources';
import type { AppEnv } from '../context';
import { scopeConditions } from '../crud/scope';
import { iga2020_inovasi, m_daerah, profil_pemda } from '../db/schema';
import { badParam, fail, MESSAGES } from '../http';
import { pathId } from './documentForm';
import { loggedIn, readableProfile } from './profileAccess';
import { queryYear } from './yearParam';

type Ctx = Context<AppEnv>;

const intQuery = (c: Ctx, names: string[], dflt: number, min: number, max: number) => {
  const raw = names.map((n) => c.req.query(n)).find((v) => v !== undefined && v !== '');
  if (raw === undefined) return dflt;
  if (!/^-?\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw badParam(names[0]!);
  return Number(raw);
};

/** `tahun`, `tahun[0]`..`tahun[3]`: the years asked for (spec 7), else the active year. */
async function years(c: Ctx): Promise<number[]> {
  const all = c.req.queries();
  const raw = Object.entries(all)
    .filter(([k]) => k === 'tahun' || /^tahun\[\d\]$/.test(k))
    .flatMap(([, v]) => v)
    .filter((v) => v !== '');
  if (raw.length === 0) return [await queryYear(c)];
  if (raw.some((v) => !/^\d{4}$/.test(v))) throw badParam('tahun');
  return [...new Set(raw.map(Number))].slice(0, 4);
}

/**
 * A region the account may count or browse: for a province account its own province or one of
 * its districts and cities (404 otherwise); for the others, a profile they may read.
 */
async function regionInView(c: Ctx, id: number): Promise<{ id: number; m_daerah_id: number }> {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, SCREEN_ROLES['daerah-binaan'])) return readableProfile(c, id);
  const [row] = await c.var.db
    .select({
      id: profil_pemda.id,
      m_daerah_id: profil_pemda.m_daerah_id,
      parent: m_daerah.parent_id,
    })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(profil_pemda.id, id));
  const mine = row && (row.m_daerah_id === user.m_daerah_id || row.parent === user.m_daerah_id);
  if (!row || !mine) throw fail(404, MESSAGES.notFound);
  return row;
}

/**
 * daerah-binaan (spec 2 "Provincial view", 7; issue 8 items 4 and 6): a region's stage counters, a
 * province's districts and cities, and the innovations of those districts and cities.
 */
export const daerahBinaanRoutes = new Hono<AppEnv>()
  .get('/inovasi/:profilId{[0-9]+}/rekap', async (c) => {
    const profile = await regionInView(c, pathId(c, 'profilId'));
    const user = c.var.user!;
    const tahun = await queryYear(c);
    // Inside the account's innovation scope: an opd counts only its own innovations.
    const scope = await scopeConditions(
      c.var.db,
      getResource('iga2020_inovasi')!,
      iga2020_inovasi,
      user,
      { list: true },
    );
    const rows = await c.var.db
      .select({ status: iga2020_inovasi.inovasi_status, n: count() })
      .from(iga2020_inovasi)
      .where(
        and(
          eq(iga2020_inovasi.profil_id, profile.id),
          eq(iga2020_inovasi.tahun, tahun),
          eq(iga2020_inovasi.is_index, 0),
          ...scope,
        ),
      )
      .groupBy(iga2020_inovasi.inovasi_status);
    const of = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return c.json({
      status: 1,
      tahun,
      data: { inisiatif: of(0), ujicoba: of(1), implementasi: of(2) },
    });
  })
  .get('/propinsi/:profilId{[0-9]+}/kabkota', async (c) => {
    const user = loggedIn(c);
    const profile = await regionInView(c, pathId(c, 'profilId'));
    // The districts and cities of a province: a province account only for its own.
    if (
      hasAnyRole(user.roles, SCREEN_ROLES['daerah-binaan']) &&
      profile.m_daerah_id !== user.m_daerah_id
    )
      throw fail(404, MESSAGES.notFound);
    const res = await c.var.db.execute(sql`
      select p.id, p.nama from profil_pemda p
      join m_daerah d on d.id = p.m_daerah_id
      where d.parent_id = ${profile.m_daerah_id}
      order by p.nama, p.id`);
    return c.json({
      status: 1,
      data: (res as unknown as { rows: { id: number; nama: string }[] }).rows,
    });
  })
  .get('/daerah-binaan', async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, SCREEN_ROLES['daerah-binaan'])) throw fail(403, MESSAGES.forbidden);
    // A province sees only its own districts and cities.
    if (user.m_daerah_id === null) return c.json({ status: 1, data: [], total: 0 });
    const tahun = await years(c);
    const stage = intQuery(c, ['inovasi_status'], ALL_STAGES, -1, 2);
    const page = intQuery(c, ['page'], 0, 0, 100000);
    const perPage = intQuery(c, ['per_page', 'pageSize'], 10, 1, 100);
    const pemda = intQuery(c, ['pemda_id', 'profil_id'], 0, 0, 1_000_000_000);
    const isIndex = intQuery(c, ['is_index'], 0, 0, 1);
    const orderBy = c.req.query('orderBy') ?? c.req.query('orderBy[field]') ?? 'nama';
    if (!(DAERAH_BINAAN_ORDER as readonly string[]).includes(orderBy)) throw badParam('orderBy');
    const dir = (c.req.query('orderDirection') ?? 'asc').toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw badParam('orderDirection');
    const search = c.req.query('search')?.trim().slice(0, 100) ?? '';
    const res = await c.var.db.execute(sql`
      select i.id, i.nama, i.tahun, i.inovasi_status, i.status_dokumen, i.kelengkapan,
        i.created_at, i.profil_id, p.nama as nama_daerah, o.nama as nama_opd,
        r.status_nomor, count(*) over() as total
      from iga2020_inovasi i
      join profil_pemda p on p.id = i.profil_id
      join m_daerah d on d.id = p.m_daerah_id and d.parent_id = ${user.m_daerah_id}
      left join opd_perangkat o on o.id = i.opd_perangkat_id
      left join nomor_registrasi r on r.inovasi_id = i.id
      where i.tahun in (${sql.join(
        tahun.map((y) => sql`${y}`),
        sql`, `,
      )})
        and i.is_index = ${isIndex}
        ${stage === ALL_STAGES ? sql`` : sql`and i.inovasi_status = ${stage}`}
        ${pemda ? sql`and i.profil_id = ${pemda}` : sql``}
        ${search ? sql`and (i.nama ilike ${`%${search}%`} or o.nama ilike ${`%${search}%`})` : sql``}
      order by ${sql.raw(orderBy === 'nama' ? 'i.nama' : 'i.created_at')} ${sql.raw(dir)}, i.id ${sql.raw(dir)}
      limit ${perPage} offset ${page * perPage}`);
    const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
    return c.json({
      status: 1,
      data: rows.map(({ total: _t, ...r }) => ({
        ...r,
        status_nomor: r.status_nomor === null ? null : Number(r.status_nomor),
        created_at: r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at,
      })),
      total: rows.length ? Number(rows[0]!.total) : 0,
    });
  });
