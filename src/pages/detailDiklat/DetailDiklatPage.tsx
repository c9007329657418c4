import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Labeled,
  ShowBase,
  useRecordContext,
  useShowContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router';
import { getResource } from '../../../resources';
import { fieldLabel } from '../../../resources/types';
import { BackButton } from '../../admin/BackButton';
import { FilePreview } from '../../admin/fields/FilePreview';
import { SHOW_FIELDS } from '../../admin/fields/showFields';
import { LoadingText } from '../../admin/LoadingText';

const config = getResource('laporan_diklat')!;
/** Shown apart: the report's PDF inline and the video as a button. */
const APART = new Set(['file_laporan', 'file_video']);

/** `/dashboard/detail-diklat/{id}`: a training report, read-only (spec 2 "detail-diklat"). */
export function DetailDiklatPage() {
  const translate = useTranslate();
  const raw = useParams()['*'] ?? '';
  if (!/^\d{1,9}$/.test(raw))
    return <Alert severity="info">{translate('detail_diklat.none')}</Alert>;
  return (
    <ShowBase resource={config.slug} id={Number(raw)} queryOptions={{ retry: false }}>
      <Report />
    </ShowBase>
  );
}

function Report() {
  const translate = useTranslate();
  const { isPending, error } = useShowContext();
  const record = useRecordContext<RaRecord & { file_laporan?: string; file_video?: string }>();
  if (isPending) return <LoadingText />;
  if (error || !record) return <Alert severity="error">{translate('detail_diklat.failed')}</Alert>;
  const label = (source: string) =>
    translate(
      fieldLabel(
        config,
        config.fields.find((f) => f.source === source)!,
      ),
    );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <BackButton />
        <Typography variant="h5" component="h1">
          {translate('detail_diklat.title')}
        </Typography>
      </Stack>
      <Card>
        <CardContent>
          <Stack spacing={1.5}>
            {config.fields
              .filter((f) => !APART.has(f.source))
              .map((f) => (
                <Labeled key={f.source} label={translate(fieldLabel(config, f))}>
                  {SHOW_FIELDS[f.kind](f)}
                </Labeled>
              ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {label('file_video')}
          </Typography>
          {record.file_video ? (
            <Button
              variant="outlined"
              startIcon={<OndemandVideoIcon />}
              href={record.file_video}
              target="_blank"
              rel="noopener noreferrer"
            >
              {translate('detail_diklat.video')}
            </Button>
          ) : (
            <Typography>—</Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {label('file_laporan')}
          </Typography>
          {record.file_laporan ? (
            <FilePreview url={record.file_laporan} size="full" />
          ) : (
            <Typography>{translate('detail_diklat.no_file')}</Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
