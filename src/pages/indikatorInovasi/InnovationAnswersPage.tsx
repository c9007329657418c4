import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { acceptsTrialResults } from '../../../domain/innovationCompleteness';
import type { InnovationAnswers } from '../../providers/answersApi';
import { actionAllowed } from '../../shared/actionAllowed';
import {
  EntryAnswersScreen,
  type EntryAnswersConfig,
} from '../../shared/indicatorAnswers/EntryAnswersScreen';

const STAGES = ['inisiatif', 'uji_coba', 'penerapan'] as const;

/**
 * An innovation's indicators (`indikator_inovasi`) or its trial results (`indikator_ujicoba`):
 * the region screen's answer form for one innovation, under the innovation's name, stage and
 * the completeness badge the server keeps (spec 4 "Indikator Mandatori Sudah Terpenuhi").
 */
function config(trial: boolean): EntryAnswersConfig {
  return {
    unit: trial ? 'ujicoba' : 'inovasi',
    back: { to: '/dashboard/inovasi-daerah', label: 'indikator_inovasi.back' },
    backOnFailure: false,
    texts: {
      none: 'indikator_inovasi.none',
      notFound: 'indikator_inovasi.not_found',
      title: trial ? 'indikator_inovasi.title_ujicoba' : 'indikator_inovasi.title',
      intro: trial ? 'indikator_inovasi.intro_ujicoba' : 'indikator_inovasi.intro',
    },
    access: (data) => {
      // Trial results open once the innovation has reached the trial stage.
      const open = !trial || acceptsTrialResults(data.inovasi.inovasi_status);
      return {
        editable: open && actionAllowed('inovasi.update', data.inovasi),
        notice: open ? null : <TrialNotYet />,
      };
    },
    head: {
      stage: (inovasi, translate) =>
        translate('indikator_inovasi.stage', {
          tahap: translate(`choices.tahapan.${STAGES[inovasi.inovasi_status ?? 0] ?? 'inisiatif'}`),
        }),
      complete: 'indikator_inovasi.badge_complete',
      incomplete: 'indikator_inovasi.badge_incomplete',
      badgeTestId: 'badge-kelengkapan',
      progress: (inovasi, translate) =>
        translate('indikator_inovasi.kelengkapan', { persen: inovasi.kelengkapan }),
      footer: (data) => <OtherAnswers data={data} trial={trial} />,
    },
  };
}

function TrialNotYet() {
  const translate = useTranslate();
  return <Alert severity="warning">{translate('indikator_inovasi.trial_not_yet')}</Alert>;
}

/** The completeness in words and the way to the innovation's other answer set. */
function OtherAnswers({ data, trial }: { data: InnovationAnswers; trial: boolean }) {
  const translate = useTranslate();
  const { inovasi } = data;
  const other = trial ? 'indikator_inovasi' : 'indikator_ujicoba';
  const showOther = trial || acceptsTrialResults(inovasi.inovasi_status);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {translate('indikator_inovasi.kelengkapan', { persen: inovasi.kelengkapan })}
      </Typography>
      {showOther && (
        <Button size="small" component={RouterLink} to={`/dashboard/${other}/${inovasi.id}`}>
          {translate(trial ? 'indikator_inovasi.to_indicators' : 'indikator_inovasi.to_trial')}
        </Button>
      )}
    </Stack>
  );
}

const INDICATORS = config(false);
const TRIAL = config(true);

export const IndikatorInovasiPage = () => <EntryAnswersScreen config={INDICATORS} />;
export const HasilUjiCobaPage = () => <EntryAnswersScreen config={TRIAL} />;
