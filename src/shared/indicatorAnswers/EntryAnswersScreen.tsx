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
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingText } from '../../admin/LoadingText';
import { answersKey } from '../../providers/answerOwner';
import type { InnovationAnswers, InnovationOwnerRef } from '../../providers/answersApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { isNoResponse, NO_RESPONSE_MESSAGE } from '../../providers/httpClient';
import { AnswerForm } from './AnswerForm';
import { TARGET_SX, useIndicatorTarget } from './indicatorTarget';

type Inovasi = InnovationAnswers['inovasi'];

/**
 * What differs between the answer screens of an innovation row (its indicators, its trial
 * results, a competition entry's indicators): the texts, the way back, who may edit and the
 * head card's labels. Everything else is the one screen below.
 */
export interface EntryAnswersConfig {
  unit: InnovationOwnerRef['unit'];
  /** The list the screen belongs to and its link's i18n key. */
  back: { to: string; label: string };
  /** Whether the way back also shows above a missing id or a failed load. */
  backOnFailure: boolean;
  /** i18n keys: no id in the route, 404, heading, intro (`nama`, `tahun`). */
  texts: { none: string; notFound: string; title: string; intro: string };
  /** Whether the answers may change, and the notice shown above the form when they may not. */
  access: (data: InnovationAnswers) => { editable: boolean; notice?: ReactNode };
  head: EntryHeadLabels;
}

/** The head card's texts, translated by the caller. */
export interface EntryHeadLabels {
  stage: (inovasi: Inovasi, translate: (key: string, args?: object) => string) => string;
  complete: string;
  incomplete: string;
  /** The completeness chip's test id, where a test reads it. */
  badgeTestId?: string;
  progress: (inovasi: Inovasi, translate: (key: string, args?: object) => string) => string;
  /** A line under the bar (the innovation's completeness and the way to its other answers). */
  footer?: (data: InnovationAnswers) => ReactNode;
}

/** `<screen>/{id}`: the entry's id, or null when the route's tail is not one. */
function useEntryId(): number | null {
  const raw = useParams()['*'] ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** One answer screen of an innovation row, on the shared answer form. */
export function EntryAnswersScreen({ config }: { config: EntryAnswersConfig }) {
  const translate = useTranslate();
  const id = useEntryId();
  if (id === null)
    return (
      <Failure config={config}>
        <Alert severity="info">{translate(config.texts.none)}</Alert>
      </Failure>
    );
  return <Screen key={`${config.unit}:${id}`} config={config} owner={{ unit: config.unit, id }} />;
}

function BackLink({ config }: { config: EntryAnswersConfig }) {
  const translate = useTranslate();
  return (
    <Button
      component={RouterLink}
      to={config.back.to}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(config.back.label)}
    </Button>
  );
}

function Failure({ config, children }: { config: EntryAnswersConfig; children: ReactNode }) {
  if (!config.backOnFailure) return children;
  return (
    <Stack spacing={2}>
      <BackLink config={config} />
      {children}
    </Stack>
  );
}

function Screen({ config, owner }: { config: EntryAnswersConfig; owner: InnovationOwnerRef }) {
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
      <Failure config={config}>
        <Alert severity="error">
          {translate(
            status === 404
              ? config.texts.notFound
              : isNoResponse(query.error)
                ? NO_RESPONSE_MESSAGE
                : 'record.load_failed',
          )}
        </Alert>
      </Failure>
    );
  }
  return <Loaded config={config} owner={owner} data={query.data} />;
}

function Loaded(props: {
  config: EntryAnswersConfig;
  owner: InnovationOwnerRef;
  data: InnovationAnswers;
}) {
  const { config, owner, data } = props;
  const translate = useTranslate();
  const { editable, notice } = config.access(data);
  useIndicatorTarget(true);
  return (
    <Stack spacing={2} sx={TARGET_SX}>
      <BackLink config={config} />
      <Typography variant="h5" component="h1">
        {translate(config.texts.title)}
      </Typography>
      <Typography color="text.secondary">
        {translate(config.texts.intro, { nama: data.inovasi.nama, tahun: data.tahun })}
      </Typography>
      {notice}
      <AnswerForm
        key={`${owner.unit}:${owner.id}:${data.tahun}`}
        owner={owner}
        tahun={data.tahun}
        rows={data.rows}
        editable={editable}
      >
        <EntryHead data={data} labels={config.head} />
      </AnswerForm>
    </Stack>
  );
}

/** The entry's name, stage and the completeness the server keeps, as a badge and a bar. */
function EntryHead({ data, labels }: { data: InnovationAnswers; labels: EntryHeadLabels }) {
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
          <Chip size="small" variant="outlined" label={labels.stage(inovasi, translate)} />
          <Chip
            size="small"
            color={complete ? 'success' : 'warning'}
            data-testid={labels.badgeTestId}
            label={translate(complete ? labels.complete : labels.incomplete)}
          />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={inovasi.kelengkapan}
          color={complete ? 'success' : 'warning'}
          sx={{ my: 1, height: 8, borderRadius: 4 }}
          aria-label={labels.progress(inovasi, translate)}
        />
        {labels.footer?.(data)}
      </CardContent>
    </Card>
  );
}
