import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { allowedFileTypes } from '../../../domain/documents';
import { innovationIndicators } from '../../features/scoring/services/indicatorSet';
import { createDocument } from '../../features/documents/services/documents';
import { findActiveUser } from '../../platform/auth/users';
import { DEMO_USER } from '../../platform/auth/usernames';
import type { Db } from '../../platform/db/client';
import { dokumen, iga2020_inovasi, nomor_registrasi, profil_pemda } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage/storage';
import type { Log } from '../util';
import { pdf } from './berkas';

/** While set, a saved innovation keeps its compared text and skips the search (migration 0022). */
export const deferSimilarity = (db: Db, on: boolean) =>
  db.execute(sql`select set_config('kemiripan.tunda', ${on ? '1' : ''}, true)`);

const TEXTS = ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi'] as const;

/** The decree both regions attach: its number marks the pairs as made (a second seed adds none). */
const DECREE_NUMBER = '188.45/Kep.217-Inov/2026';

/**
 * Issue 38: two copied-work pairs in the review queue of a new portal, made by the product's own
 * rules. The demo seed loads its innovations with the similarity search deferred (its generated
 * texts come from one small pool of sentences, data/demo-teks.json); then:
 * - a region's sent innovation is saved with another region's texts, the region's name
 *   changed: the save's trigger flags the pair (`teks`);
 * - the same decree PDF is attached by two other regions through the document service, which
 *   hashes it: the insert's trigger flags the pair (`identik`).
 * Both on 2026 innovations waiting for the Wilayah I verifier.
 */
export async function seedKemiripanDemo(
  db: Db,
  refs: { akun: Map<string, number>; storage: Storage },
  log: Log,
): Promise<void> {
  await deferSimilarity(db, false);
  const [made] = await db
    .select({ id: dokumen.id })
    .from(dokumen)
    .where(eq(dokumen.nomor_surat, DECREE_NUMBER))
    .limit(1);
  if (made) return;
  const waiting = await db
    .select({
      id: iga2020_inovasi.id,
      profil_id: iga2020_inovasi.profil_id,
      nama_daerah: profil_pemda.nama,
      latar_belakang: iga2020_inovasi.latar_belakang,
      tujuan: iga2020_inovasi.tujuan,
      manfaat: iga2020_inovasi.manfaat,
      hasil_inovasi: iga2020_inovasi.hasil_inovasi,
    })
    .from(iga2020_inovasi)
    .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
    .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
    .where(
      and(
        eq(iga2020_inovasi.tahun, 2026),
        eq(iga2020_inovasi.lomba, 0),
        gte(nomor_registrasi.status_nomor, 0),
      ),
    )
    // Those waiting for the verifier first: the copies are what its queue shows.
    .orderBy(sql`${nomor_registrasi.status_nomor} <> 0`, asc(iga2020_inovasi.id));
  // Four innovations of four regions.
  const picked = waiting.filter(
    (w, i) => waiting.findIndex((x) => x.profil_id === w.profil_id) === i,
  );
  if (picked.length < 4) return;
  const [copy, first, source, second] = picked as [
    (typeof picked)[number],
    (typeof picked)[number],
    (typeof picked)[number],
    (typeof picked)[number],
  ];
  const renamed = (text: string | null) =>
    text === null ? null : text.split(source.nama_daerah).join(copy.nama_daerah);
  await db
    .update(iga2020_inovasi)
    .set(Object.fromEntries(TEXTS.map((f) => [f, renamed(source[f])])))
    .where(eq(iga2020_inovasi.id, copy.id));

  const adminId = refs.akun.get(DEMO_USER.admin);
  const admin = adminId === undefined ? null : await findActiveUser(db, adminId);
  if (!admin) return;
  const decree = await pdf('Keputusan Kepala Daerah tentang Penetapan Inovasi Daerah', [
    'Menetapkan inovasi daerah sebagai program unggulan dan menugaskan perangkat daerah ' +
      'pelaksana untuk menerapkannya sejak tanggal ditetapkan.',
    `Nomor ${DECREE_NUMBER}.`,
  ]);
  const { indikator } = await innovationIndicators(db, 2026);
  const target = indikator.find((ind) => allowedFileTypes(ind).includes('application/pdf'));
  if (!target) return;
  for (const inovasi of [first, second]) {
    const [row] = await db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, inovasi.id));
    await createDocument(
      db,
      refs.storage,
      admin,
      { unit: 'inovasi', profil_id: inovasi.profil_id, inovasi_id: inovasi.id, row: row! },
      {
        indikator_id: target.id,
        youtube: null,
        nomor_surat: DECREE_NUMBER,
        tanggal_surat: '2026-02-02',
        nama: 'SK Penetapan Inovasi Daerah',
        file: {
          bytes: decree.bytes,
          mime: decree.mime,
          ext: 'pdf',
          name: 'sk-penetapan-inovasi.pdf',
        },
      },
    );
  }
  log('kemiripan demo: 1 pasangan teks disalin, 1 pasangan berkas sama');
}
