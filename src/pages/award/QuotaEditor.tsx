import { Alert, Box, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { failureReason } from '../../shared/failureReason';
import { saveQuota, type NomineeAnswer } from './api';
import { DialogShell } from '../../shared/DialogShell';

/** The bounds PUT /api/iga/nominasi/kuota takes (server/features/award/routes/award.ts). */
const QUOTA_MAX = 600;
const WINNERS_MAX = 20;

const whole = (v: string, max: number) => {
  const n = Number(v);
  return v.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= max;
};

/**
 * Issue 35: the ministry sets, per cluster, how many nominees a year has (0: the cluster is not
 * awarded that year, so a sparse year can meet the publication's "a row per cluster"), and the
 * winners per cluster. A published year answers 409, shown in the dialog as the server says it.
 */
export function QuotaEditor({ tahun, meta }: { tahun: number; meta: NomineeAnswer }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<number, string>>({});
  const [winners, setWinners] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function start() {
    setValues(Object.fromEntries(meta.kuota.map((k) => [k.iga_klaster_id, String(k.jumlah)])));
    setWinners(String(meta.jumlah_pemenang));
    setError(null);
    setOpen(true);
  }
  const valid =
    meta.kuota.every((k) => whole(values[k.iga_klaster_id] ?? '', QUOTA_MAX)) &&
    whole(winners, WINNERS_MAX);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const out = await saveQuota({
        tahun,
        kuota: meta.kuota.map((k) => ({
          iga_klaster_id: k.iga_klaster_id,
          jumlah: Number(values[k.iga_klaster_id]),
        })),
        jumlah_pemenang: Number(winners),
      });
      notify(out.message, { type: 'success' });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['award'] });
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      setError(reason);
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setSaving(false);
    }
  }

  const field = (
    id: string,
    label: string,
    value: string,
    max: number,
    set: (v: string) => void,
  ) => (
    <TextField
      key={id}
      id={id}
      label={label}
      type="number"
      size="small"
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!whole(value, max)}
      helperText={
        !whole(value, max)
          ? t('kuota.rentang', { min: 0, max })
          : value === '0' && id.startsWith('kuota-')
            ? t('kuota.nol')
            : ' '
      }
      slotProps={{ htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' } }}
    />
  );

  return (
    <>
      <Button size="small" variant="outlined" onClick={start}>
        {t('kuota.ubah')}
      </Button>
      <DialogShell
        open={open}
        title={t('kuota.judul', { tahun })}
        width="sm"
        cancelLabel={t('batal')}
        confirmLabel={t('simpan')}
        onCancel={() => setOpen(false)}
        onConfirm={() => void save()}
        confirmDisabled={!valid || saving}
      >
        <Box component="p" sx={{ mt: 0 }}>
          {t('kuota.isi', { tahun })}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 2,
            rowGap: 1,
            pt: 1,
          }}
        >
          {meta.kuota.map((k) =>
            field(
              `kuota-${k.iga_klaster_id}`,
              k.klaster,
              values[k.iga_klaster_id] ?? '',
              QUOTA_MAX,
              (v) => setValues((all) => ({ ...all, [k.iga_klaster_id]: v })),
            ),
          )}
          {field('jumlah-pemenang', t('kuota.pemenang'), winners, WINNERS_MAX, setWinners)}
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogShell>
    </>
  );
}
