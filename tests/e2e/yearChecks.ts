// Issue 35 item 6: "a year in the life", one browser check on a server of its own. Each role
// takes its steps on the screens with its own demo account; the API is only read, for the
// figures the invariants compare. Steps run in order and print their names and times.
//
// Every invariant (the verified index of verified work, the publication's preconditions, the
// frozen published year) is a hard assertion: the first that fails stops the check at once.
import type { Check, CheckContext } from './checks';
import {
  chooseNominees,
  publish,
  refusedBeforeScoring,
  scoreAll,
  scoredInvariants,
  type Published,
} from './yearAward';
import { reader, type Year } from './yearFlow';
import {
  answerAndSend,
  chooseYear,
  fillProfile,
  fillRegionIndicators,
  openPeriod,
  pendingInvariants,
  registerInnovation,
} from './yearPemda';
import { frozenYear, publicPages } from './yearPublic';
import { quotaFrozen, setQuotas } from './yearQuota';
import {
  announce,
  qcAccept,
  recount,
  screensAgree,
  verifiedInvariants,
  verifyInnovation,
  verifyRegion,
  type Verified,
} from './yearReview';

async function yearInTheLife({ page, url, shot }: CheckContext) {
  const api = reader(page.request, url);
  let year: Year | null = null;
  let verified: Verified | null = null;
  let terbit: Published | null = null;
  const need = <T>(v: T | null, what: string): T => {
    if (v === null) throw new Error(`${what} belum ada`);
    return v;
  };
  const steps: [string, () => Promise<unknown>][] = [
    ['0. tahun skenario tanpa data demo daerah', async () => (year = await chooseYear(api, url))],
    [
      '1. superadmin membuka periode (pengaturan)',
      async () => {
        await openPeriod(page, need(year, 'tahun'));
        await shot('year01-periode-dibuka');
      },
    ],
    [
      '2a. pemda mengisi profil dan pakta integritas',
      async () => {
        await fillProfile(page, need(year, 'tahun'));
        await shot('year02-profil');
      },
    ],
    [
      '2b. pemda mengisi indikator daerah wajib dengan bukti',
      async () => {
        await fillRegionIndicators(page, need(year, 'tahun'));
        await shot('year03-indikator-daerah');
      },
    ],
    [
      '2c. pemda mendaftarkan inovasi dengan PDF lewat formulir',
      () => registerInnovation(page, need(year, 'tahun')),
    ],
    [
      '2d. pemda menjawab indikator inovasi lalu mengirimnya',
      async () => {
        await answerAndSend(page, need(year, 'tahun'));
        await shot('year04-inovasi-terkirim');
        await pendingInvariants(api, need(year, 'tahun'));
        await screensAgree(page, api, need(year, 'tahun'));
      },
    ],
    [
      '3a. verifikator memverifikasi indikator daerah',
      () => verifyRegion(page, need(year, 'tahun')),
    ],
    [
      '3b. verifikator memeriksa indikator inovasi dan menyetujuinya',
      async () => {
        verified = await verifyInnovation(page, need(year, 'tahun'));
        await shot('year05-inovasi-terverifikasi');
        await verifiedInvariants(api, need(year, 'tahun'), verified);
      },
    ],
    [
      '3c. quality control menerima inovasi',
      async () => {
        await qcAccept(page, need(year, 'tahun'));
        await verifiedInvariants(api, need(year, 'tahun'), need(verified, 'verifikasi'));
      },
    ],
    [
      '4. superadmin menghitung ulang dan mengumumkan indeks',
      async () => {
        await screensAgree(page, api, need(year, 'tahun'));
        await recount(page, api, need(year, 'tahun'));
        await shot('year06-hitung-ulang');
        await announce(page, need(year, 'tahun'));
        await screensAgree(page, api, need(year, 'tahun'));
        await shot('year07-rekap-akhir');
      },
    ],
    [
      '5a. superadmin memilih nominasi',
      async () => {
        const y = need(year, 'tahun');
        // Only the region's cluster is awarded this year: the others 0, on the quota editor.
        await setQuotas(page, api, y, shot);
        await chooseNominees(page, api, y);
        await shot('year08-nominasi');
        await refusedBeforeScoring(page, y);
      },
    ],
    [
      '5b. setiap penilai mengisi lembar presentasi dan validasi lapangan',
      async () => {
        const means = await scoreAll(page, need(year, 'tahun'));
        await scoredInvariants(page, api, need(year, 'tahun'), means);
        await shot('year09-ranking-iga-dinilai');
      },
    ],
    [
      '5c. superadmin menerbitkan peringkat IGA',
      async () => {
        terbit = await publish(page, api, need(year, 'tahun'));
        await shot('year10-ranking-iga-terbit');
      },
    ],
    [
      '6. /pemenang, /landing/pemda dan open data = versi terbit',
      async () => {
        await publicPages(page, api, need(year, 'tahun'), need(terbit, 'terbitan'));
        await shot('year11-landing-pemda');
      },
    ],
    [
      '7. admin tidak dapat mengubah pemenang terbit',
      async () => {
        await frozenYear(page, api, need(year, 'tahun'), need(terbit, 'terbitan'));
        await quotaFrozen(page, need(year, 'tahun'));
        await shot('year12-pemenang-dibekukan');
      },
    ],
  ];
  for (const [name, run] of steps) {
    const started = Date.now();
    try {
      await run();
    } catch (e) {
      const seen = (year as Year | null)?.notes ?? [];
      const notes = seen.length ? `\n  catatan: ${seen.join('; ')}` : '';
      // Playwright's call log left out: the first lines say what was waited for.
      const what = (e as Error).message.split('\nCall log:')[0]!.split('\n').slice(0, 3).join(' ');
      throw new Error(`langkah "${name}": ${what}${notes}`);
    }
    console.log(`    · ${name} (${Date.now() - started} ms)`);
  }
}

export const YEAR_CHECKS: Check[] = [
  {
    name: 'setahun penuh: periode dibuka, inovasi dikirim, diverifikasi, indeks diumumkan, IGA diterbitkan dan dibekukan',
    // Its own fresh server: it changes the active year and publishes a year.
    ownServer: true,
    run: yearInTheLife,
  },
];
