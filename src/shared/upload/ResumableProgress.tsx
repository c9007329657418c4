import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sizeLabel } from '../../../domain/media';
import type { ResumableState } from './useResumableUpload';

/**
 * The progress of one resumable upload: its name ("Lanjutkan unggahan" when an earlier session
 * had sent part of it), bytes sent of the total, time left, pause / resume, and the retry
 * notice after a dropped connection.
 */
export function ResumableProgress(props: {
  state: Extract<ResumableState, { phase: 'sending' }>;
  onPause(): void;
  onResume(): void;
}) {
  const { state } = props;
  const translate = useTranslate();
  const { sent, total, secondsLeft } = state.progress;
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
  const title = state.resumed
    ? translate('upload.resume_previous', { name: state.name })
    : translate('upload.uploading', { name: state.name, percent });
  const time =
    secondsLeft === null
      ? null
      : secondsLeft >= 90
        ? translate('upload.minutes', { n: Math.round(secondsLeft / 60) })
        : translate('upload.seconds', { n: secondsLeft });
  const line = [
    translate('upload.progress', { sent: sizeLabel(sent), total: sizeLabel(total) }),
    !state.paused && time ? translate('upload.time_left', { time }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      sx={{ width: '100%', maxWidth: 480 }}
      data-upload-state={state.paused ? 'paused' : 'sending'}
    >
      <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {state.paused ? translate('upload.paused', { name: state.name }) : title}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={title} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary" role="status" sx={{ flex: 1 }}>
          {line}
        </Typography>
        <Button
          size="small"
          startIcon={state.paused ? <PlayArrowIcon /> : <PauseIcon />}
          onClick={state.paused ? props.onResume : props.onPause}
        >
          {translate(state.paused ? 'upload.resume' : 'upload.pause')}
        </Button>
      </Stack>
      {state.retryIn !== null ? (
        <Typography variant="caption" color="warning.main" role="alert">
          {translate('upload.retrying', { n: state.retryIn })}
        </Typography>
      ) : null}
    </Box>
  );
}
