import { Box, Tooltip } from '@mui/material';
import { useFieldValue } from 'react-admin';

/** Past this many characters a `clamp` column cuts its text to two lines. */
const CLAMP_FROM = 60;

/**
 * A long text cut to two lines; the whole text shows in a tooltip on hover and, as the cut
 * text takes keyboard focus, on focus too.
 */
export function ClampText({ text }: { text: string }) {
  if (text.length < CLAMP_FROM) return <>{text}</>;
  return (
    <Tooltip title={text} describeChild>
      <Box
        component="span"
        tabIndex={0}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Tooltip>
  );
}

/** A list cell of a long text field (`longtext`): two lines, the whole text on hover and focus. */
export function ClampedTextField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as unknown;
  return value === null || value === undefined ? null : <ClampText text={String(value)} />;
}
