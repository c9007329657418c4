import { MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { ResearchFilesInput } from './ResearchFilesInput';
import { PROFIL_SLUG, type Profil } from './useProfil';
import { DialogShell } from '../../shared/DialogShell';
import { UploadGuard, useUploadGuard } from '../../shared/upload/uploadGuard';

const OPD_CHOICES = [
  ['Badan Litbang', 'choices.nama_opd.badan_litbang'],
  ['Bappedalitbang', 'choices.nama_opd.bappedalitbang'],
  ['brida', 'choices.nama_opd.brida'],
  ['diluar', 'choices.nama_opd.diluar'],
] as const;

type TextName = 'nama' | 'alamat' | 'email' | 'no_telp' | 'nama_admin' | 'map_embed';
type Values = Record<TextName | 'nama_opd', string> & {
  files: { name: string; value: string }[];
};

const initial = (p: Profil): Values => ({
  nama: p.nama ?? '',
  nama_opd: p.nama_opd ?? '',
  alamat: p.alamat ?? '',
  email: p.email ?? '',
  no_telp: p.no_telp ?? '',
  nama_admin: p.nama_admin ?? '',
  map_embed: p.map_embed ?? '',
  files: p.files ?? [],
});

/**
 * The edit modal of the Profil tab: saved with POST /crud/profil_pemda/{id} (spec 7); the API's
 * 422 texts show under their fields.
 */
export function ProfilEditDialog({ profil, onClose }: { profil: Profil; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [values, setValues] = useState<Values>(() => initial(profil));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // A research file still on its way: the save refuses, naming it (its file_url is not in yet).
  const uploads = useUploadGuard();

  const set = (name: keyof Values, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function save() {
    if (uploads.unfinished) {
      const text = translate('upload.unfinished_wait', { name: uploads.unfinished });
      setErrors({ files: text });
      notify(text, { type: 'error', messageArgs: { _: text } });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await dataProvider.update(PROFIL_SLUG, {
        id: profil.id,
        data: { ...values, nama_opd: values.nama_opd || null },
        previousData: profil,
      });
      await queryClient.invalidateQueries({ queryKey: ['profil', profil.id] });
      notify('profil.saved', { type: 'success' });
      onClose();
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string> } }).body;
      setErrors(body?.errors ?? {});
      notify('profil.save_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const text = (name: TextName, multiline = false) => (
    <TextField
      key={name}
      label={translate(name === 'map_embed' ? 'profil.map_embed' : `profil.${name}`)}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={!!errors[name]}
      helperText={errors[name]}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
    />
  );

  return (
    <DialogShell
      open
      title={translate('profil.edit_title')}
      width="md"
      fullScreen={phone}
      cancelLabel={translate('ra.action.cancel')}
      confirmLabel={translate('ra.action.save')}
      onCancel={onClose}
      onConfirm={() => void save()}
      busy={saving}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {text('nama')}
        <TextField
          select
          label={translate('profil.nama_opd')}
          value={values.nama_opd}
          onChange={(e) => set('nama_opd', e.target.value)}
          error={!!errors.nama_opd}
          helperText={errors.nama_opd}
        >
          <MenuItem value="">—</MenuItem>
          {OPD_CHOICES.map(([id, label]) => (
            <MenuItem key={id} value={id}>
              {translate(label)}
            </MenuItem>
          ))}
        </TextField>
        {text('alamat', true)}
        {text('email')}
        {text('no_telp')}
        {text('nama_admin')}
        {text('map_embed', true)}
        <UploadGuard track={uploads.track}>
          <ResearchFilesInput
            files={values.files}
            onChange={(files) => setValues((v) => ({ ...v, files }))}
            error={errors.files}
          />
        </UploadGuard>
      </Stack>
    </DialogShell>
  );
}
