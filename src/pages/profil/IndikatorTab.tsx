import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { answerText } from '../../shared/indicatorAnswers/answerText';
import { IndicatorDocuments } from '../../shared/indicatorAnswers/IndicatorDocuments';
import { regionRef } from '../../providers/answerOwner';
import { formatScore } from '../../shared/formatScore';
import { usePeriod } from '../../shared/usePeriod';
import { seesVerification } from '../../../domain/verificationVisibility';
import { getRoles } from '../../providers/session';
import { actionAllowed } from '../../shared/actionAllowed';
import { VerifyDialog } from './VerifyDialog';

const score = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : formatScore(v);

/**
 * Indikator tab (spec 2): number, name, information and supporting documents; score, verified
 * score and the verify action for admin, superadmin and verifikator (spec 6 "Score columns and
 * verification"). The API leaves the verification out for other roles as well.
 */
export function IndikatorTab({ profilId }: { profilId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const tahun = usePeriod();
  const [verifying, setVerifying] = useState<IndikatorDaerah | null>(null);
  const query = useQuery({
    queryKey: ['indikator-daerah', profilId, tahun],
    queryFn: () => dataProvider.regionIndicators(profilId, tahun),
    retry: false,
  });
  // Spec 2: score, verified score and verify only for admin, superadmin and verifikator.
  const scores = seesVerification(getRoles());
  const canVerify = actionAllowed('skor.verify');
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <Alert severity="error">{translate('record.load_failed')}</Alert>;
  const rows = query.data;
  if (rows.length === 0)
    return <Typography>{translate('indikator_daerah.no_indicators')}</Typography>;

  const t = (key: string) => translate(`indikator_daerah.${key}`);
  const verifyButton = (row: IndikatorDaerah) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FactCheckIcon />}
      onClick={() => setVerifying(row)}
    >
      {t('verify')}
    </Button>
  );
  const docs = (row: IndikatorDaerah) => (
    <IndicatorDocuments
      owner={regionRef(profilId)}
      indikatorId={row.id}
      rules={row}
      initial={row.dokumen}
      canWrite={false}
    />
  );

  const body = phone ? (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Box
          key={row.id}
          component="section"
          sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}
        >
          <Typography
            sx={{ fontWeight: 600 }}
          >{`${row.no_urut}${row.subs ?? ''}. ${row.indikator}`}</Typography>
          <Typography variant="body2" sx={{ my: 0.5 }}>
            {`${t('informasi')}: ${answerText(row)}`}
          </Typography>
          {scores && (
            <Typography variant="body2">
              {`${t('skor')}: ${score(row.skor)} · ${t('skor_verifikasi')}: ${score(row.skor_verifikasi)}`}
            </Typography>
          )}
          {scores && row.catatan && (
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${t('catatan')}: ${row.catatan}`}</Typography>
          )}
          {docs(row)}
          {canVerify && <Box sx={{ mt: 1 }}>{verifyButton(row)}</Box>}
        </Box>
      ))}
    </Stack>
  ) : (
    <Table size="small" aria-label={translate('profil.tab_indikator')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('no')}</TableCell>
          <TableCell>{t('indikator')}</TableCell>
          <TableCell>{t('informasi')}</TableCell>
          <TableCell>{t('dokumen')}</TableCell>
          {scores && <TableCell align="right">{t('skor')}</TableCell>}
          {scores && <TableCell align="right">{t('skor_verifikasi')}</TableCell>}
          {canVerify && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
            <TableCell>{`${row.no_urut}${row.subs ?? ''}`}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>{row.indikator}</TableCell>
            <TableCell sx={{ minWidth: 180 }}>{answerText(row)}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>{docs(row)}</TableCell>
            {scores && <TableCell align="right">{score(row.skor)}</TableCell>}
            {scores && (
              <TableCell align="right">
                {score(row.skor_verifikasi)}
                {row.catatan && (
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ textAlign: 'left' }}
                  >
                    {row.catatan}
                  </Typography>
                )}
              </TableCell>
            )}
            {canVerify && <TableCell>{verifyButton(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    <>
      {body}
      {verifying && (
        <VerifyDialog
          profilId={profilId}
          tahun={tahun}
          row={verifying}
          onClose={() => setVerifying(null)}
        />
      )}
    </>
  );
}
