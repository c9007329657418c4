import { eq, isNotNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetScore, type AwardSheet } from '../../domain/award';
import { allowedFileTypes } from '../../domain/documents';
import { checkLomba, WINDOW_SETTING, windowFor } from '../../domain/innovationRules';
import { stateOf } from '../../domain/innovationWorkflow';
import { parseYears } from '../../domain/scoping';
import * as s from '../../server/platform/db/schema';
import { nomineeStates, periodSettings } from '../../server/features/award/services/award';
import {
  conflicts,
  criteriaOf,
  liveRanking,
} from '../../server/features/award/services/awardScores';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 35 finding 7: a fresh portal is alive where people look first. The competition is open
 * with entries inside its window, the archive has rows, every guide, report, document and
 * piece of evidence downloads as a real file, and 2025 is complete: announced, its award
 * published from the assessors' sheets, its public pages agreeing with the publication.
 */

let t: TestApp;
let settings: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select().from(s.app_settings);
  settings = Object.fromEntries(rows.map((r) => [r.name, r.setting_value ?? '']));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const html = async (path: string) => {
  const res = await t.app.request(path, { headers: { accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe('the regional innovation competition', () => {
  it('is open, its entries editable and sendable', () => {
    expect(settings.lomba_status).toBe('1');
    expect(settings.lomba_edit_indikator).toBe('1');
    expect(settings.lomba_kirim_inovasi).toBe('1');
  });

  it("lists the demo pemda's entries on its competition screen", async () => {
    const res = await t.call('GET', '/api/lomba/lookup?per_page=50', { as: 'pemda' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
  });

  it("has every entry's dates inside the competition form's window", async () => {
    const entries = await t.db
      .select()
      .from(s.iga2020_inovasi)
      .where(eq(s.iga2020_inovasi.lomba, 1));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const e of entries)
      expect(checkLomba(e, windowFor(settings[WINDOW_SETTING], e.tahun)), e.nama).toEqual({});
  });
});

describe('the archive', () => {
  it('has rows of 2005-2022 for the demo pemda and for the ministry', async () => {
    const pemda = await t.call('GET', '/api/arsip?per_page=100', { as: 'pemda' });
    expect(pemda.status).toBe(200);
    expect(pemda.body.total).toBeGreaterThan(0);
    const admin = await t.call('GET', '/api/arsip?per_page=100', { as: 'admin' });
    expect(admin.body.total).toBeGreaterThan(pemda.body.total);
    for (const r of admin.body.data) expect(r.tahun).toBeLessThanOrEqual(2022);
  });
});

describe('every downloadable item', () => {
  it('of /panduan, /laporan and /dokumen is a stored PDF anyone downloads', async () => {
    for (const list of ['panduan', 'laporan-tahunan', 'dokumen']) {
      const res = await t.call('GET', `/api/content/${list}?per_page=100`);
      expect(res.body.data.length, list).toBeGreaterThan(0);
      for (const item of res.body.data) {
        expect(item.file, item.title).toMatch(/^\/api\/portal\/berkas\/\d+$/);
        const file = await t.app.request(item.file);
        expect(file.status, item.title).toBe(200);
        expect(file.headers.get('content-type')).toBe('application/pdf');
        expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
    }
    expect(await html('/dokumen')).toMatch(/href="\/api\/portal\/berkas\/\d+"/);
  });

  it('of every content item and announcement that names a file downloads', async () => {
    const named = [
      ...(await t.db.select({ f: s.contents.file }).from(s.contents)),
      ...(await t.db
        .select({ f: s.announcements.file })
        .from(s.announcements)
        .where(isNotNull(s.announcements.file))),
    ];
    expect(named.length).toBeGreaterThan(7);
    for (const { f } of named) {
      expect(f).toMatch(/^\/api\/media\/\d+\/file$/);
      const res = await t.app.request(
        f!.replace(/^\/api\/media\/(\d+)\/file$/, '/api/portal/berkas/$1'),
      );
      expect(res.status, f!).toBe(200);
      // The console's content screens read the same file at its own address.
      expect((await t.call('GET', f!, { as: 'admin' })).status, f!).toBe(200);
    }
  });

  it('of the indicator evidence is stored with the type its indicator accepts', async () => {
    const docs = await t.db
      .select({ d: s.dokumen, ind: s.iga_indikator })
      .from(s.dokumen)
      .innerJoin(s.iga_indikator, eq(s.iga_indikator.id, s.dokumen.indikator_id));
    expect(docs.length).toBeGreaterThan(1000);
    for (const { d, ind } of docs) {
      if (d.storage_key === null) {
        // A video indicator takes a link instead of a file.
        expect(d.youtube, `dokumen ${d.id}`).toMatch(/^https:\/\//);
        continue;
      }
      expect(d.file_url).toBe(`/api/dokumen/${d.id}/file`);
      const bytes = await t.deps.storage.get(d.storage_key);
      expect(bytes?.byteLength, `dokumen ${d.id}`).toBe(d.size);
      const type = await fileTypeFromBuffer(bytes!);
      expect(allowedFileTypes(ind)).toContain(type?.mime);
      expect(d.mime).toBe(type?.mime);
    }
  });

  it('of the evidence downloads for a reader of its region, innovation and entry', async () => {
    for (const unit of ['daerah', 'inovasi', 'lomba']) {
      const [d] = await t.db
        .select()
        .from(s.dokumen)
        .where(sql`${s.dokumen.unit} = ${unit} and ${s.dokumen.storage_key} is not null`)
        .limit(1);
      const res = await t.call('GET', d!.file_url!, { as: 'admin' });
      expect(res.status, unit).toBe(200);
    }
  });
});

describe('the announced year 2025', () => {
  const TAHUN = 2025;

  it('is announced, with an index for every demo region', async () => {
    expect(parseYears(settings.indeks_diumumkan)).toContain(TAHUN);
    const open = await t.call('GET', `/api/open/v1/indeks?tahun=${TAHUN}`);
    expect(open.status).toBe(200);
    expect(open.body.data.filter((r: { indeks: number }) => r.indeks > 0).length).toBeGreaterThan(
      30,
    );
  });

  it('has nominees, each scored by every assessor assigned to it, none waiting for QC', async () => {
    const { states, settings: period, clusters } = await nomineeStates(t.db, TAHUN);
    const nominees = states.filter((n) => n.nominasi);
    expect(nominees.length).toBeGreaterThan(0);
    const assessors = await t.db
      .select()
      .from(s.iga_penilai)
      .where(isNotNull(s.iga_penilai.usr_asn_id));
    const bound = new Set(
      (await conflicts(t.db, TAHUN)).map((c) => `${c.iga_penilai_id}|${c.profil_id}`),
    );
    const sheets = await t.db
      .select()
      .from(s.iga_penilaian)
      .where(eq(s.iga_penilaian.tahun, TAHUN));
    const criteria = await criteriaOf(t.db, TAHUN);
    for (const n of nominees) {
      const assigned = assessors.filter((a) => !bound.has(`${a.id}|${n.profil_id}`));
      expect(assigned.length, n.nama).toBeGreaterThanOrEqual(1);
      for (const a of assigned)
        for (const jenis of ['presentasi', 'validasi'] as AwardSheet[]) {
          const sheet = sheets.find(
            (x) => x.profil_id === n.profil_id && x.iga_penilai_id === a.id && x.jenis === jenis,
          );
          expect(sheet, `${n.nama} ${jenis}`).toBeDefined();
          expect(Number(sheet!.skor)).toBe(sheetScore(sheet!.nilai, criteria[jenis]));
        }
      // No innovation of the nominee's year waits for quality control.
      const waiting = (
        (await t.db.execute(sql`
          select r.status_nomor, i.qc from nomor_registrasi r
          join iga2020_inovasi i on i.id = r.inovasi_id
          where i.profil_id = ${n.profil_id} and i.tahun = ${TAHUN}`)) as unknown as {
          rows: { status_nomor: number; qc: number }[];
        }
      ).rows.filter((r) => ['terverifikasi', 'ditolak'].includes(stateOf(r)));
      expect(waiting, n.nama).toEqual([]);
    }
    const { rows } = await liveRanking(t.db, TAHUN);
    for (const k of clusters)
      if ((period.kuota.get(k.id) ?? 0) > 0)
        expect(
          rows.some((r) => r.iga_klaster_id === k.id),
          k.klaster,
        ).toBe(true);
    expect((await periodSettings(t.db, TAHUN)).berlaku).toBe(TAHUN);
  });

  it('is published from those sheets: the publication is the ranking they give', async () => {
    const res = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}`, { as: 'superadmin' });
    expect(res.status).toBe(200);
    expect(res.body.terbit?.versi).toBe(1);
    const { rows } = await liveRanking(t.db, TAHUN);
    expect(res.body.data).toEqual(JSON.parse(JSON.stringify(rows)));
    const winners = await t.db.select().from(s.winners).where(eq(s.winners.tahun, TAHUN));
    expect(winners.map((w) => w.id).sort()).toEqual(
      res.body.terbit.pemenang.map((p: { id: number }) => p.id).sort(),
    );
    expect(winners.length).toBeGreaterThan(0);
  });

  it("reads the same on /pemenang, the winners' pages and the open data", async () => {
    const res = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}`, { as: 'superadmin' });
    const pemenang: { profil_id: number; kategori: string; urutan: number; nama: string }[] =
      res.body.terbit.pemenang;
    const page = await html('/pemenang');
    const section = page.slice(page.indexOf(`id="tahun-${TAHUN}"`));
    const open = await t.call('GET', `/api/open/v1/indeks?tahun=${TAHUN}`);
    const angka = new Intl.NumberFormat('id-ID', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const w of pemenang) {
      expect(section, w.nama).toContain(`href="/landing/pemda/${w.profil_id}"`);
      expect(section).toContain(w.kategori);
      const landing = await html(`/landing/pemda/${w.profil_id}`);
      expect(landing, w.nama).toContain(`${TAHUN}: ${w.kategori}, peringkat ${w.urutan}`);
      const figure = open.body.data.find((r: { profil_id: number }) => r.profil_id === w.profil_id);
      expect(landing, w.nama).toMatch(
        new RegExp(
          `<th scope="row">${TAHUN}</th>\\s*<td>${angka.format(figure.indeks).replace('.', '\\.')}</td>`,
        ),
      );
    }
  });
});
