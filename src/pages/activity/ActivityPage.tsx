import { PageGate } from '../PageGate';
import { ACTIVITY_PAGE } from './index';
import { ActivityLog } from './ActivityLog';

/** /dashboard/activity: the activity log (spec 2), superadmin and admin. */
export function ActivityPage() {
  return (
    <PageGate page={ACTIVITY_PAGE}>
      <ActivityLog />
    </PageGate>
  );
}
