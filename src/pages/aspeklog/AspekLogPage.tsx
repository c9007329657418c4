import { useTranslate } from 'react-admin';
import { ActivityLog } from '../activity/ActivityLog';
import { PageGate } from '../PageGate';
import { ASPEK_RESOURCES, ASPEKLOG_PAGE } from './index';

/** /dashboard/aspeklog: log entries that changed indicator answers, scales, indicators, scores. */
export function AspekLogPage() {
  const translate = useTranslate();
  return (
    <PageGate page={ASPEKLOG_PAGE}>
      <ActivityLog raw resources={ASPEK_RESOURCES} intro={translate('activity.aspek_intro')} />
    </PageGate>
  );
}
