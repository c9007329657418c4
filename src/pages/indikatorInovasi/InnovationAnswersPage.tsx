import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { acceptsTrialResults } from '../../../domain/innovationCompleteness';
import { LoadingText } from '../../admin/LoadingText';
import { answersKey } from '../../providers/answerOwner';
import type { InnovationAnswers, InnovationOwnerRef } from '../../providers/answersApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { AnswerForm } from '../../shared/indicatorAnswers/AnswerForm';
import { actionAllowed } from '../../shared/actionAllowed';

const STAGES = ['inisiatif', 'uji_coba', 'penerapan'] as const;

/** The innovation id of `indikator_inovasi/{id}` and `indikator_ujicoba/{id}`. */
function useInovasiId(): number | null {
  const raw = useParams()['*'] ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * An innovation's indicators (`indikator_inovasi`) or its trial results (`indikator_ujicoba`):
 * the region screen's answer form for one innovation, under the innovation's name, stage and
 * the completeness badge the server keeps (spec 4 "Indikator Mandatori Sudah Terpenuhi").
 */
export function InnovationAnswersPage({ unit }: { unit: 'inovasi' | 'ujicoba' }) {
  const translate = useTranslate();
  const id = useInovasiId();
  if (id === null) return <Alert severity="info">{translate('indikator_inovasi.none')}</Alert>;
  return <Screen key={`${unit}:${id}`} owner={{ unit, id }} />;
}

function Screen({ owner }: { owner: InnovationOwnerRef }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = useQuery({
    queryKey: answersKey(owner),
    queryFn: () => dataProvider.innovationAnswers(owner),
    retry: false,
  });
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    const key = status === 404 ? 'indikator_inovasi.not_found' : 'record.load_failed';
    return <Alert severity="error">{translate(key)}</Alert>;
  }
  const data = query.data;
  const trial = owner.unit === 'ujicoba';
  const open = !trial || acceptsTrialResults(data.inovasi.inovasi_status);
  const editable = open && actionAllowed('inovasi.update', data.inovasi);
  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to="/dashboard/inovasi-daerah"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('indikator_inovasi.back')}
      </Button>
      <Typography variant="h5" component="h1">
        {translate(trial ? 'indikator_inovasi.title_ujicoba' : 'indikator_inovasi.title')}
      </Typography>
      <Typography color="text.secondary">
        {translate(trial ? 'indikator_inovasi.intro_ujicoba' : 'indikator_inovasi.intro', {
          nama: data.inovasi.nama,
          tahun: data.tahun,
        })}
      </Typography>
      {!open && <Alert severity="warning">{translate('indikator_inovasi.trial_not_yet')}</Alert>}
      <AnswerForm
        key={`${owner.unit}:${owner.id}:${data.tahun}`}
        owner={owner}
        tahun={data.tahun}
        rows={data.rows}
        editable={editable}
      >
        <InnovationHead data={data} trial={trial} />
      </AnswerForm>
    </Stack>
  );
}

/** Name, stage, the server's completeness badge and bar, and the way to the other answer set. */
function InnovationHead({ data, trial }: { data: InnovationAnswers; trial: boolean }) {
  const translate = useTranslate();
  const { inovasi } = data;
  const complete = inovasi.status_dokumen === 1;
  const stage = STAGES[inovasi.inovasi_status ?? 0] ?? 'inisiatif';
  const other = trial ? 'indikator_inovasi' : 'indikator_ujicoba';
  const showOther = trial || acceptsTrialResults(inovasi.inovasi_status);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
            {inovasi.nama}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={translate('indikator_inovasi.stage', {
              tahap: translate(`choices.tahapan.${stage}`),
            })}
          />
          <Chip
            size="small"
            color={complete ? 'success' : 'warning'}
            data-testid="badge-kelengkapan"
            label={translate(
              complete ? 'indikator_inovasi.badge_complete' : 'indikator_inovasi.badge_incomplete',
            )}
          />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={inovasi.kelengkapan}
          color={complete ? 'success' : 'warning'}
          sx={{ my: 1, height: 8, borderRadius: 4 }}
          aria-label={translate('indikator_inovasi.kelengkapan', { persen: inovasi.kelengkapan })}
        />
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
      </CardContent>
    </Card>
  );
}

export const IndikatorInovasiPage = () => <InnovationAnswersPage unit="inovasi" />;
export const HasilUjiCobaPage = () => <InnovationAnswersPage unit="ujicoba" />;
