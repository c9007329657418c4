import { z } from '@hono/zod-openapi';
import { NEXT_ACTORS, WORKFLOW_STATES } from '../../../../domain/innovationWorkflow';

/* The workflow's answer shapes: a transition's result and a timeline event (the review queues and
 * the competition declare their routes with them too). */

/** Who acts next, as the answers name it. */
export const Menunggu = z.enum(NEXT_ACTORS).nullable();
export const WorkflowState = z.enum(WORKFLOW_STATES);

/** The innovation with its new state (`data` of every transition). */
export const WorkflowResult = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    inovasi_status: z.number().int(),
    nomor: z.string().nullable(),
    status_nomor: z.number().int(),
    qc: z.number().int(),
    status: WorkflowState,
    menunggu: Menunggu,
  })
  .openapi('HasilTransisi');

/** One event of an innovation's timeline (a step or a comment). */
export const TimelineEvent = z
  .object({
    ts: z.string().openapi({ format: 'date-time' }),
    actor: z.string().nullable(),
    action: z.string(),
    from: WorkflowState.nullable(),
    to: WorkflowState.nullable(),
    note: z.string().nullable(),
  })
  .openapi('PeristiwaAlur');
