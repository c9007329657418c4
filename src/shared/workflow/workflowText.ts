import { useTranslate } from 'react-admin';
import type { NextActor, WorkflowState } from '../../../domain/innovationWorkflow';

/** Indonesian names of the journey's states, actors and steps (i18n/id/workflow.ts). */
export function useWorkflowText() {
  const translate = useTranslate();
  return {
    status: (state: WorkflowState | string) =>
      translate(`alur.status.${state}`, { _: String(state) }),
    waiting: (who: NextActor) => translate(`alur.menunggu.${who ?? 'none'}`),
    action: (action: string) =>
      action === 'komentar'
        ? translate('alur.komentar')
        : translate(`alur.aksi.${action}`, { _: action }),
  };
}
