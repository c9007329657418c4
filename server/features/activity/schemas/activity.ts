import { z } from '@hono/zod-openapi';

/* The log entry's shape: the activity screen's and a region profile's Lini Masa (feature regions). */

/** A changed field of an entry: before and after, or the value of a one-sided record. */
const Change = z.object({
  name: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  value: z.unknown().optional(),
});

const Label = z.object({
  before: z.string().optional(),
  after: z.string().optional(),
  value: z.string().optional(),
});

/** One entry of the activity log (also the Lini Masa of a region profile). */
export const Activity = z
  .object({
    id: z.number().int(),
    ts: z.string().openapi({ format: 'date-time' }),
    account: z
      .object({
        id: z.number().int(),
        username: z.string(),
        nama_lengkap: z.string().nullable().optional(),
        role: z.string().nullable().optional(),
      })
      .nullable()
      .openapi({ description: 'Pelaku seperti dicatat, dengan nama dan peran akunnya kini' }),
    name: z.string().openapi({ example: 'update' }),
    resource: z.string().nullable(),
    record_id: z.string().nullable(),
    data: z.array(Change),
    labels: z.record(z.string(), Label).openapi({
      description: 'Label data yang dirujuk perubahan, per kolom: `{m_daerah_id: {after: "…"}}`',
    }),
  })
  .openapi('Activity');

/** A page of log entries, newest first; `since_id` for the next (older) page, or null. */
export const ActivityPage = z.object({
  status: z.literal(1),
  since_id: z.number().int().nullable(),
  data: z.array(Activity),
});
