import { ActivityLog } from './ActivityLog';

/** /dashboard/rawlog: every log entry as stored, in a dense table. */
export function RawLogPage() {
  return <ActivityLog raw />;
}
