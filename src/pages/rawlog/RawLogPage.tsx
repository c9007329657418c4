import { ActivityLog } from '../activity/ActivityLog';
import { PageGate } from '../PageGate';
import { RAWLOG_PAGE } from './index';

/** /dashboard/rawlog: every log entry as stored, in a dense table. */
export function RawLogPage() {
  return (
    <PageGate page={RAWLOG_PAGE}>
      <ActivityLog raw />
    </PageGate>
  );
}
