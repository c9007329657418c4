import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { actionAllowed } from '../../shared/actionAllowed';
import {
  EntryAnswersScreen,
  type EntryAnswersConfig,
} from '../../shared/indicatorAnswers/EntryAnswersScreen';

function Closed() {
  const translate = useTranslate();
  return <Alert severity="info">{translate('lomba.indikator_ditutup')}</Alert>;
}

/**
 * indikator_inovasi_lomba/{id} (issue 25): a competition entry's indicator answers and evidence,
 * on the shared answer form (the innovation's engine and document rules, unit `lomba`), editable
 * while lomba_edit_indikator is 1 for the competition's editors (domain/actions.ts
 * `lomba.indikator`, the same rule POST /lomba/{id}/indikator applies). The back link to the
 * competition list (spec 2) also stands above a missing or unknown entry.
 */
const LOMBA: EntryAnswersConfig = {
  unit: 'lomba',
  back: { to: '/dashboard/lomba-inovasi-daerah', label: 'lomba.kembali' },
  backOnFailure: true,
  texts: {
    none: 'lomba.none',
    notFound: 'lomba.not_found',
    title: 'lomba.indikator_title',
    intro: 'lomba.indikator_intro',
  },
  access: (data) => {
    const editable = actionAllowed('lomba.indikator', data.inovasi);
    return { editable, notice: editable ? null : <Closed /> };
  },
  head: {
    stage: (inovasi, translate) => translate(`lomba.tahapan.${inovasi.inovasi_status ?? 0}`),
    complete: 'lomba.lengkap',
    incomplete: 'lomba.belum_lengkap',
    progress: (inovasi, translate) =>
      `${translate('lomba.columns.kelengkapan')} ${inovasi.kelengkapan}%`,
  },
};

export default function LombaIndikatorPage() {
  return <EntryAnswersScreen config={LOMBA} />;
}
