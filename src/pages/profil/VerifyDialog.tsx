import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { formatScore } from '../../shared/formatScore';
import { failureReason } from '../../shared/failureReason';
import { DialogShell } from '../../shared/DialogShell';

/**
 * The verifier's dialog: the verified score is one of the indicator's scale points, with a note;
 * saved with POST /evaluasi/{profilId}/profil ("Hasil evaluasi berhasil disimpan!").
 */
export function VerifyDialog(props: {
  profilId: number;
  tahun: number;
  row: IndikatorDaerah;
  onClose: () => void;
}) {
  const { row, profilId } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [score, setScore] = useState<string>(
    row.skor_verifikasi === null || row.skor_verifikasi === undefined
      ? ''
      : String(row.skor_verifikasi),
  );
  const [note, setNote] = useState(row.catatan ?? '');
  const [saving, setSaving] = useState(false);
  // One choice per distinct value (0 "tidak dapat diukur" included when the scale has it).
  const points = [...new Map(row.skala.map((s) => [Number(s.nilai), s])).values()];

  async function save() {
    setSaving(true);
    try {
      await dataProvider.saveEvaluation(profilId, props.tahun, {
        indikator_id: row.id,
        skor_verifikasi: Number(score),
        catatan: note.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: ['indikator-daerah', profilId] });
      notify('indikator_daerah.verify_saved', { type: 'success' });
      props.onClose();
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify('indikator_daerah.verify_failed', { type: 'error', messageArgs: { reason } });
    } finally {
      setSaving(false);
    }
  }

  return (
    <DialogShell
      open
      title={translate('indikator_daerah.verify_title', { no: `${row.no_urut}${row.subs ?? ''}` })}
      width="sm"
      cancelLabel={translate('ra.action.cancel')}
      confirmLabel={translate('ra.action.save')}
      onCancel={props.onClose}
      onConfirm={() => void save()}
      busy={saving}
      confirmDisabled={score === ''}
    >
      <Typography sx={{ fontWeight: 500 }}>{row.indikator}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('indikator_daerah.self_score', { skor: formatScore(row.skor ?? 0) })}
      </Typography>
      <FormControl>
        <FormLabel id={`verify-${row.id}`}>{translate('indikator_daerah.verify_score')}</FormLabel>
        <RadioGroup
          aria-labelledby={`verify-${row.id}`}
          value={score}
          onChange={(e) => setScore(e.target.value)}
        >
          {points.map((s) => (
            <FormControlLabel
              key={s.id}
              value={String(Number(s.nilai))}
              control={<Radio />}
              label={`${formatScore(Number(s.nilai))} — ${s.keterangan}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={translate('indikator_daerah.verify_note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        sx={{ mt: 2 }}
      />
    </DialogShell>
  );
}
