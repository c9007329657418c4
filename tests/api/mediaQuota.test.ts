import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, usr_asn } from '../../server/platform/db/schema';
import {
  startMediaSweep,
  sweepUnattachedMedia,
} from '../../server/features/media/services/mediaSweep';
import { PDF, PNG } from '../helpers/sampleFiles';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * Issue 21 finding 8: uploads had no quota (a read-only role put 121 MB on disk, attached to
 * nothing). Now only accounts that can attach a file somewhere upload, at a limited rate and
 * daily volume, and unattached uploads older than 24 hours are swept.
 */
const LIMITS = { max: 6, windowMs: 10 * 60_000, dailyBytes: 100 * 1024 };
const HOUR = 60 * 60_000;

let t: TestApp;
let profil = 0;

beforeAll(async () => {
  // Small limits (the defaults are 30 uploads per 10 minutes and 200 MB a day).
  t = await createTestApp({ uploadLimits: LIMITS });
  profil = await ownProfilId(t, 'pemda');
});
afterAll(() => t.close());

/** A PDF of `size` bytes (the content is detected from its first bytes). */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return bytes;
}

async function upload(as: string, bytes: Uint8Array = PDF, name = 'Perda.pdf') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await t.app.request('/api/media/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const userId = async (username: string) =>
  (await t.db.select({ id: usr_asn.id }).from(usr_asn).where(eq(usr_asn.username, username)))[0]!
    .id;

describe('who may upload', () => {
  it('refuses roles that can attach a file nowhere with a readable 403', async () => {
    for (const role of ['tim.penilai', 'viewer', 'verifikator', 'pusat']) {
      const r = await upload(role);
      expect(r.status, role).toBe(403);
      expect(r.body).toEqual({
        status: 0,
        message:
          'Akun Anda tidak dapat mengunggah berkas: peran Anda tidak melampirkan berkas pada data mana pun.',
      });
    }
    const mine = await t.db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.uploaded_by, [await userId('tim.penilai'), await userId('viewer')]));
    expect(mine).toEqual([]);
  });

  it('lets the roles that write a file field upload', async () => {
    for (const role of ['peserta.diklat', 'admin.diklat.daerah']) {
      expect((await upload(role)).status, role).toBe(201);
    }
  });
});

describe('rate and daily volume per account', () => {
  it('answers 429 with Retry-After past the rate; another account is not affected', async () => {
    for (let i = 0; i < LIMITS.max; i++) expect((await upload('opd')).status).toBe(201);
    const over = await upload('opd');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const text =
      'Terlalu banyak unggahan: paling banyak 6 berkas per 10 menit. Silakan coba lagi nanti.';
    expect(over.body).toEqual({ status: 0, message: text, errors: { file: text } });
    expect((await upload('pemda')).status).toBe(201);
  });

  it('answers 413 with Retry-After past the daily volume, counted over the last 24 hours', async () => {
    const big = pdfOf(40_000);
    expect((await upload('admin', big)).status).toBe(201);
    expect((await upload('admin', big)).status).toBe(201);
    const over = await upload('admin', big);
    expect(over.status).toBe(413);
    const text =
      'Kuota unggahan akun Anda (100 KB per 24 jam) tidak cukup untuk berkas ini: sisa 22 KB.';
    expect(over.body).toEqual({ status: 0, message: text, errors: { file: text } });
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    // Nothing of the refused upload was kept.
    const admin = await userId('admin');
    const rows = await t.db.select().from(media).where(eq(media.uploaded_by, admin));
    expect(rows).toHaveLength(2);
    // A day later the earlier uploads no longer count.
    await t.db
      .update(media)
      .set({ created_at: sql`${media.created_at} - interval '25 hours'` })
      .where(eq(media.uploaded_by, admin));
    expect((await upload('admin', big)).status).toBe(201);
  });

  it('lets only what fits through when uploads of one account race', async () => {
    const rounds = await Promise.all([1, 2, 3, 4].map(() => upload('superadmin', pdfOf(40_000))));
    expect(rounds.map((r) => r.status).sort()).toEqual([201, 201, 413, 413]);
    const rows = await t.db
      .select()
      .from(media)
      .where(eq(media.uploaded_by, await userId('superadmin')));
    expect(rows.reduce((n, r) => n + r.size, 0)).toBe(80_000);
  });
});

describe('sweeping unattached uploads', () => {
  it('deletes rows and bytes of uploads nothing names after 24 hours, once, keeping attached files', async () => {
    const loose = (await upload('pemda', PDF, 'lepas.pdf')).body.data;
    const listed = (await upload('pemda', PDF, 'daftar.pdf')).body.data;
    const pact = (await upload('pemda', PDF, 'pakta.pdf')).body.data;
    const saved = await t.call('PUT', `/api/crud/profil_pemda/${profil}`, {
      as: 'pemda',
      body: { files: [{ name: 'Perda', value: listed.file_url }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const attached = await t.call('POST', `/api/pakta/${profil}`, {
      as: 'pemda',
      body: { file_url: pact.file_url },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const keyOf = async (id: number) =>
      (await t.db.select().from(media).where(eq(media.id, id)))[0]?.storage_key;
    const looseKey = (await keyOf(loose.id))!;
    expect(await t.deps.storage.get(looseKey)).not.toBeNull();

    const now = Date.now();
    // Not yet 24 hours old: kept.
    const early = await sweepUnattachedMedia(t.db, t.deps.storage, new Date(now + 23 * HOUR));
    expect(early).not.toContain(loose.id);
    expect(await keyOf(loose.id)).toBe(looseKey);
    // Two processes sweeping at once: each file goes once.
    const later = new Date(now + 25 * HOUR);
    const [a, b] = await Promise.all([
      sweepUnattachedMedia(t.db, t.deps.storage, later),
      sweepUnattachedMedia(t.db, t.deps.storage, later),
    ]);
    const removed = [...a, ...b];
    expect(new Set(removed).size).toBe(removed.length);
    expect(removed).toContain(loose.id);
    expect(removed).not.toContain(listed.id);
    expect(removed).not.toContain(pact.id);
    expect(await keyOf(loose.id)).toBeUndefined();
    expect(await t.deps.storage.get(looseKey)).toBeNull();
    expect(await t.deps.storage.get((await keyOf(listed.id))!)).not.toBeNull();
    expect(await keyOf(pact.id)).toBeDefined();
    expect(await sweepUnattachedMedia(t.db, t.deps.storage, later)).toEqual([]);
    // The attached files are still served.
    const file = await t.app.request(listed.file_url, {
      headers: { authorization: `Bearer ${await t.tokenFor('admin')}` },
    });
    expect(file.status).toBe(200);
  });

  it('runs when the server starts, on a timer that does not hold the process', async () => {
    const stray = (await upload('pemda', PNG, 'foto.png')).body.data;
    const clock = { now: () => new Date(Date.now() + 25 * HOUR) };
    const stop = startMediaSweep({ db: t.db, storage: t.deps.storage, clock }, HOUR, () => {});
    try {
      await vi.waitFor(
        async () => {
          const rows = await t.db.select().from(media).where(eq(media.id, stray.id));
          expect(rows).toEqual([]);
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      stop();
    }
  });
});
