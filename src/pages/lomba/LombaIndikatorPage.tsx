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
import { LoadingText } from '../../admin/LoadingText';
import { answersKey } from '../../providers/answerOwner';
import type { InnovationAnswers, InnovationOwnerRef } from '../../providers/answersApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { actionAllowed } from '../../shared/actionAllowed';
import { AnswerForm } from '../../shared/indicatorAnswers/AnswerForm';

/** The list this screen belongs to (spec 2: "with a back link to the competition"). */
const LIST = '/dashboard/lomba-inovasi-daerah';

/**
 * indikator_inovasi_lomba/{id} (issue 25): a competition entry's indicator answers and evidence,
 * on the shared answer form (the innovation's engine and document rules, unit `lomba`), editable
 * while lomba_edit_indikator is 1 for the competition's editors (domain/actions.ts
 * `lomba.indikator`, the same rule POST /lomba/{id}/indikator applies).
 */
export default function LombaIndikatorPage() {
  const translate = useTranslate();
  const raw = useParams()['*'] ?? '';
  const back = (
    <Button
      component={RouterLink}
      to={LIST}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('lomba.kembali')}
    </Button>
  );
  if (!/^\d{1,9}$/.test(raw))
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="info">{translate('lomba.none')}</Alert>
      </Stack>
    );
  const owner: InnovationOwnerRef = { unit: 'lomba', id: Number(raw) };
  return <Screen key={raw} owner={owner} back={back} />;
}

function Screen({ owner, back }: { owner: InnovationOwnerRef; back: React.ReactNode }) {
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
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">
          {translate(status === 404 ? 'lomba.not_found' : 'record.load_failed')}
        </Alert>
      </Stack>
    );
  }
  const data = query.data;
  const editable = actionAllowed('lomba.indikator', data.inovasi);
  return (
    <Stack spacing={2}>
      {back}
      <Typography variant="h5" component="h1">
        {translate('lomba.indikator_title')}
      </Typography>
      <Typography color="text.secondary">
        {translate('lomba.indikator_intro', { nama: data.inovasi.nama, tahun: data.tahun })}
      </Typography>
      {!editable && <Alert severity="info">{translate('lomba.indikator_ditutup')}</Alert>}
      <AnswerForm
        key={`${owner.unit}:${owner.id}:${data.tahun}`}
        owner={owner}
        tahun={data.tahun}
        rows={data.rows}
        editable={editable}
      >
        <EntryHead data={data} />
      </AnswerForm>
    </Stack>
  );
}

/** The entry's name, stage and the completeness the server keeps. */
function EntryHead({ data }: { data: InnovationAnswers }) {
  const translate = useTranslate();
  const { inovasi } = data;
  const complete = inovasi.status_dokumen === 1;
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
            label={translate(`lomba.tahapan.${inovasi.inovasi_status ?? 0}`)}
          />
          <Chip
            size="small"
            color={complete ? 'success' : 'warning'}
            label={translate(complete ? 'lomba.lengkap' : 'lomba.belum_lengkap')}
          />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={inovasi.kelengkapan}
          color={complete ? 'success' : 'warning'}
          sx={{ my: 1, height: 8, borderRadius: 4 }}
          aria-label={`${translate('lomba.columns.kelengkapan')} ${inovasi.kelengkapan}%`}
        />
      </CardContent>
    </Card>
  );
}
