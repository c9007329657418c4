import { eq } from 'drizzle-orm';
import { isSubmitable } from '../../../../domain/innovationCompleteness';
import { nomor_registrasi } from '../../../platform/db/schema';
import type { ResourceHooks, WriteContext } from '../../../crud/hookTypes';

/**
 * A draft innovation created, edited or deleted is its region's input of its year (the recaps,
 * the progress report, the dashboards' innovation counts): declared for the row as it was and as
 * it will be, so an innovation moved to another region or year drops both. A value not known as
 * a number declares every region or every year.
 */
function declareInnovation(ctx: WriteContext, rows: readonly (Record<string, unknown> | null)[]) {
  const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
  for (const row of rows) {
    if (!row) continue;
    ctx.declare?.({ family: 'answers', tahun: num(row.tahun), profil_id: num(row.profil_id) });
  }
}

export const innovationHooks: ResourceHooks = {
  // `submitable` follows the Asta Cita theme as well as the indicators (whose side is kept by
  // services/innovationAnswers.ts): a theme changed here changes it too.
  beforeWrite(ctx, values) {
    const { before } = ctx;
    declareInnovation(ctx, [before, { ...before, ...values }]);
    if (!before || !('is_covid' in values)) return;
    const tema =
      values.is_covid === null || values.is_covid === undefined ? null : Number(values.is_covid);
    values.submitable = isSubmitable({
      status_dokumen: Number(before.status_dokumen),
      is_covid: tema,
    })
      ? 1
      : 0;
  },
  beforeDelete(ctx, row) {
    declareInnovation(ctx, [row]);
  },
  // The registration status: an innovation sent for review locks some fields and actions.
  async recordContext(db, row) {
    const [reg] = await db
      .select({ status_nomor: nomor_registrasi.status_nomor })
      .from(nomor_registrasi)
      .where(eq(nomor_registrasi.inovasi_id, Number(row.id)))
      .limit(1);
    return { status_nomor: reg?.status_nomor ?? null };
  },
  // Spec 2/4: the row colours, "Kirim" and "Pengirim" read the registration record.
  listExtras: {
    key: '_registrasi',
    join: 'left join "nomor_registrasi" r on r."inovasi_id" = $t."id"',
    facts: { status_nomor: 'r."status_nomor"', setuju: 'r."setuju"' },
  },
};
