import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import {
  fetchPreconditions,
  openRevision,
  publishRanking,
  type PreconditionLine,
  type RankingAnswer,
} from './api';
import { ReasonField, useAct } from './shared';
import { DialogShell } from '../../shared/DialogShell';

type Terbit = NonNullable<RankingAnswer['terbit']>;

/** How many missing items a reason names before its details are folded (the server's 5). */
const NAMED = 5;

function CheckLine({ line }: { line: PreconditionLine }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const Icon = line.terpenuhi ? CheckCircleIcon : CancelIcon;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.5 }}>
      <Icon
        color={line.terpenuhi ? 'success' : 'error'}
        fontSize="small"
        sx={{ mt: '2px' }}
        titleAccess={translate(`award.ranking.${line.terpenuhi ? 'syarat_ok' : 'syarat_belum'}`)}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">{line.syarat}</Typography>
        {line.alasan && (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {line.alasan}
          </Typography>
        )}
        {line.rincian.length > NAMED && (
          <>
            <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open
                ? translate('award.ranking.tutup_rincian')
                : translate('award.ranking.rincian', { n: line.rincian.length })}
            </Button>
            {open && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {line.rincian.map((r) => (
                  <Typography component="li" variant="body2" key={r}>
                    {r}
                  </Typography>
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}

/**
 * ranking-iga's publication (issue 35): where the year stands (not published, published and
 * frozen, opened for a revision), the preconditions of the next publication with what each
 * misses (GET /ranking-iga/syarat, the check the publication itself runs), and superadmin's
 * Terbitkan / Buka revisi / Terbitkan ulang, each button disabled with its reason until allowed.
 */
export function PublicationPanel(props: {
  tahun: number;
  terbit: Terbit | null;
  canPublish: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { tahun, terbit, canPublish } = props;
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.ranking.${key}`, args);
  const act = useAct();
  const hintId = useId();
  const [dialog, setDialog] = useState<'terbit' | 'revisi' | null>(null);
  const [alasan, setAlasan] = useState('');
  const frozen = terbit !== null && terbit.dibuka_at === null;
  const checks = useQuery({
    queryKey: ['award', 'syarat', tahun],
    queryFn: () => fetchPreconditions(tahun),
    enabled: !frozen,
  });
  const unmet = checks.data?.syarat.filter((l) => !l.terpenuhi).length ?? 0;
  const publishLabel = terbit ? t('terbit_ulang') : t('terbitkan');

  const close = () => {
    setDialog(null);
    setAlasan('');
  };
  async function confirm() {
    const done = await act(() =>
      dialog === 'revisi'
        ? openRevision({ tahun, alasan: alasan.trim() })
        : publishRanking({ tahun, alasan: alasan.trim() || undefined }),
    );
    if (done) {
      close();
      await props.onChanged();
    }
  }

  const status = !terbit ? (
    <Alert severity="info">{t('belum_terbit')}</Alert>
  ) : frozen ? (
    <Alert severity="success">
      {t('terbit_info', {
        versi: terbit.versi,
        tanggal: formatDateTime(terbit.diterbitkan),
        ...terbit.bobot,
      })}{' '}
      {t('beku_info')}
    </Alert>
  ) : (
    <Alert severity="warning">
      {t('revisi_info', {
        versi: terbit.versi,
        tanggal: formatDateTime(terbit.dibuka_at),
        alasan: terbit.dibuka_alasan ?? '',
      })}
    </Alert>
  );

  return (
    <Stack sx={{ gap: 1, mb: 1 }}>
      {status}
      {!frozen && (
        <Card variant="outlined" component="section" aria-labelledby={`${hintId}-judul`}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography id={`${hintId}-judul`} variant="subtitle1" component="h2">
              {t('syarat_judul', { tahun })}
            </Typography>
            {checks.isPending ? (
              <Typography variant="body2">{t('syarat_memuat')}</Typography>
            ) : checks.isError ? (
              <Typography variant="body2" color="error">
                {t('syarat_gagal')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {checks.data.syarat.map((line) => (
                  <CheckLine key={line.kode} line={line} />
                ))}
              </Box>
            )}
            {canPublish && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: 1, mt: 1, alignItems: { sm: 'center' } }}
              >
                <Button
                  variant="contained"
                  disabled={!checks.data?.boleh_terbit}
                  aria-describedby={hintId}
                  onClick={() => setDialog('terbit')}
                  sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
                >
                  {publishLabel}
                </Button>
                <Typography id={hintId} variant="body2" color="text.secondary">
                  {checks.data?.boleh_terbit
                    ? t('boleh')
                    : checks.data
                      ? t('belum_boleh', { tombol: publishLabel, n: unmet })
                      : ''}
                </Typography>
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
      {canPublish && frozen && (
        <Box>
          <Button variant="outlined" onClick={() => setDialog('revisi')}>
            {t('buka_revisi')}
          </Button>
        </Box>
      )}
      <DialogShell
        open={dialog !== null}
        title={
          dialog === 'revisi'
            ? t('revisi_judul', { tahun, versi: terbit?.versi ?? 0 })
            : t('terbit_judul', { tahun })
        }
        width="sm"
        cancelLabel={translate('award.batal')}
        confirmLabel={dialog === 'revisi' ? t('buka_revisi') : publishLabel}
        onCancel={close}
        onConfirm={() => void confirm()}
        confirmDisabled={(dialog === 'revisi' || terbit !== null) && !alasan.trim()}
      >
        <Stack sx={{ gap: 2, pt: 1 }}>
          {dialog === 'revisi' ? (
            <span>{t('revisi_isi', { versi: terbit?.versi ?? 0 })}</span>
          ) : (
            <>
              <span>{t('terbit_isi')}</span>
              {terbit && <span>{t('terbit_ulang_isi')}</span>}
            </>
          )}
          {(dialog === 'revisi' || terbit) && <ReasonField value={alasan} onChange={setAlasan} />}
        </Stack>
      </DialogShell>
    </Stack>
  );
}
