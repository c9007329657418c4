import TuneIcon from '@mui/icons-material/Tune';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

const LayoutCustomizerPanel = lazy(() =>
  import('./LayoutCustomizerPanel').then((m) => ({ default: m.LayoutCustomizerPanel })),
);

/**
 * App-bar button opening the layout customizer. The drawer's module loads on the first press
 * (the first dashboard's JavaScript budget, issue 37), and stays mounted afterwards so it can
 * slide closed.
 */
export function LayoutCustomizer() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Tooltip title={translate('customizer.open')}>
        <IconButton
          color="inherit"
          aria-label={translate('customizer.open')}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <TuneIcon />
        </IconButton>
      </Tooltip>
      {wanted ? (
        <Suspense fallback={null}>
          <LayoutCustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
