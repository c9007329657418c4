import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { LoadingText } from '../../admin/LoadingText';
import { regionRef } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { getUser } from '../../providers/session';
import { actionAllowed } from '../../shared/actionAllowed';
import { AnswerForm } from '../../shared/indicatorAnswers/AnswerForm';
import { TARGET_SX, useIndicatorTarget } from '../../shared/indicatorAnswers/indicatorTarget';
import { usePeriod } from '../../shared/usePeriod';

/** The profile whose indicators are answered: `indikator_daerah/{id}`, else the account's own. */
function useProfilId(): number | null {
  const raw = useParams()['*'] ?? '';
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  return getUser()?.profil_id ?? null;
}

/**
 * The region indicator input screen (spec 2, /dashboard/indikator_daerah): every region
 * indicator of the period, answered through the shared answer form.
 */
export function IndikatorDaerahPage() {
  const translate = useTranslate();
  const profilId = useProfilId();
  if (profilId === null) return <Alert severity="info">{translate('profil.none_own')}</Alert>;
  return <AnswerScreen key={profilId} profilId={profilId} />;
}

function AnswerScreen({ profilId }: { profilId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const tahun = usePeriod();
  const query = useQuery({
    queryKey: ['indikator-daerah', profilId, tahun],
    queryFn: () => dataProvider.regionIndicators(profilId, tahun),
    retry: false,
  });
  useIndicatorTarget(query.isSuccess);
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <Alert severity="error">{translate('record.load_failed')}</Alert>;
  return (
    <Stack spacing={2} sx={TARGET_SX}>
      <Typography variant="h5" component="h1">
        {translate('indikator_daerah.title')}
      </Typography>
      <Typography color="text.secondary">
        {translate('indikator_daerah.intro', { tahun })}
      </Typography>
      <AnswerForm
        key={`${profilId}:${tahun}`}
        owner={regionRef(profilId)}
        tahun={tahun}
        rows={query.data}
        editable={actionAllowed('indikator.edit')}
      />
    </Stack>
  );
}
