import { useTranslate } from 'react-admin';
import { ActivityLog } from './ActivityLog';

/** The resources whose changes the aspect log shows. */
const ASPEK_RESOURCES = ['indikator_jawaban', 'skor_indeks', 'iga_skala', 'iga_indikator'];

/** /dashboard/aspeklog: log entries that changed indicator answers, scales, indicators, scores. */
export function AspekLogPage() {
  const translate = useTranslate();
  return <ActivityLog raw resources={ASPEK_RESOURCES} intro={translate('activity.aspek_intro')} />;
}
