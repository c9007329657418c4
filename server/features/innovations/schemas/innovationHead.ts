import { z } from '@hono/zod-openapi';

/* What the indicator screens show of an innovation above its answers (also a competition entry's). */

/** What the indicator screens show of the innovation above its answers. */
export const InovasiKepala = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    profil_id: z.number().int(),
    inovasi_status: z.number().int().nullable(),
    status_dokumen: z.number().int(),
    kelengkapan: z.number().int(),
    submitable: z.number().int(),
    /** The registration status (null: never sent): the screens' edit rule reads it (spec 4). */
    status_nomor: z.number().int().nullable(),
  })
  .openapi('InovasiKepala');
