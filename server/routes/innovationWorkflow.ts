import { Hono } from 'hono';
import { z } from 'zod';
import {
  isWorkflowAction,
  WORKFLOW_READERS,
  type WorkflowAction,
} from '../../domain/innovationWorkflow';
import { hasAnyRole } from '../../domain/roles';
import type { AppEnv } from '../context';
import { fail, message, MESSAGES } from '../http';
import { applyTransition, innovationInScope, timelineOf } from '../services/innovationWorkflow';
import { workflowId } from '../../i18n/id/workflow';
import { validationErrors, typeErrors } from '../validate';
import { pathId } from './documentForm';
import { loggedIn } from './profileAccess';

const note = (field: string) =>
  z
    .string(typeErrors({ invalid: message('fieldText', { field }) }))
    .max(2000, message('maxChars', { n: 2000 }))
    .nullish();

const TransitionBody = z.object({ catatan: note('catatan'), alasan: note('alasan') });

/**
 * Spec 7 row actions, `GET /api/{service}/{action}/{id}` answering status 1, mapped onto the
 * same transitions as the POST calls (same roles, scope, state checks and 409s). The note or
 * reason rides in the query (`?alasan=`, `?catatan=`). The POST calls stay the main way in.
 */
const ROW_ACTIONS: Readonly<Record<string, Readonly<Record<string, WorkflowAction>>>> = {
  'inovasi-daerah': { kirim: 'kirim' },
  review: { approve: 'setujui', reject: 'tolak' },
  'hasil-review': { reject: 'tolak', approve_qc: 'qc-terima', reject_qc: 'qc-tolak' },
  'hasil-rejected': { approve_qc: 'qc-terima', reject_qc: 'qc-tolak' },
  'quality-control': { approve: 'qc-terima', reject: 'qc-tolak' },
};
// A literal type: a computed path string would make every key of the typed client (AppType) an
// index signature, hiding the real paths.
const rowActionPath =
  `/:service{${Object.keys(ROW_ACTIONS).join('|')}}/:action{[a-z_]+}/:id{[0-9]+}` as '/:service/:action/:id';

/**
 * The innovation's journey (issue 9): `POST /api/inovasi/{id}/{action}` for kirim, setujui,
 * tolak, qc-terima and qc-tolak (a JSON body with `catatan` or `alasan` is optional, except the
 * reason of a rejection), and `GET /api/inovasi/{id}/timeline`.
 */
export const innovationWorkflowRoutes = new Hono<AppEnv>()
  .post('/inovasi/:id{[0-9]+}/:action{kirim|setujui|tolak|qc-terima|qc-tolak}', async (c) => {
    const user = loggedIn(c);
    const action = c.req.param('action');
    if (!isWorkflowAction(action)) throw fail(404, MESSAGES.unknownPath);
    // The body is optional (a send needs none); when there is one it must be JSON.
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw fail(400, MESSAGES.badJson);
      }
    }
    const parsed = TransitionBody.safeParse(body);
    if (!parsed.success) throw fail(422, MESSAGES.invalid, validationErrors(parsed.error));
    const data = await applyTransition(
      c.var.db,
      c.var.deps,
      user,
      pathId(c, 'id'),
      action,
      parsed.data,
    );
    return c.json({
      status: 1,
      message: message('workflowDone', { status: workflowId.alur.status[data.status] }),
      data,
    });
  })
  .get(rowActionPath, async (c) => {
    const user = loggedIn(c);
    const action = ROW_ACTIONS[c.req.param('service') ?? '']?.[c.req.param('action') ?? ''];
    if (!action) throw fail(404, MESSAGES.unknownPath);
    const parsed = TransitionBody.safeParse({
      catatan: c.req.query('catatan'),
      alasan: c.req.query('alasan'),
    });
    if (!parsed.success) throw fail(422, MESSAGES.invalid, validationErrors(parsed.error));
    const data = await applyTransition(
      c.var.db,
      c.var.deps,
      user,
      pathId(c, 'id'),
      action,
      parsed.data,
    );
    return c.json({
      status: 1,
      message: message('workflowDone', { status: workflowId.alur.status[data.status] }),
      data,
    });
  })
  .get('/inovasi/:id{[0-9]+}/timeline', async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, WORKFLOW_READERS)) throw fail(403, MESSAGES.forbidden);
    const inovasi = await innovationInScope(c.var.db, user, pathId(c, 'id'));
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    return c.json({ status: 1, data: await timelineOf(c.var.db, inovasi.id, inovasi.qc) });
  });
