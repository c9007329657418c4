import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLayoutSettings } from './layoutSettings';
import { SIDEBAR_COLOURS } from './sidebarColours';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The layout customizer's drawer: layout1/layout2, sidebar colour, direction. Loaded when the
 * app-bar button is first pressed, so its controls stay out of the first screen's JavaScript.
 */
export function LayoutCustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [settings, update] = useLayoutSettings();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Stack spacing={3} sx={{ width: 300, p: 3 }}>
        <Typography variant="h6">{translate('customizer.title')}</Typography>
        <Section title={translate('customizer.layout')}>
          <RadioGroup
            value={settings.layout}
            onChange={(e) =>
              update({ layout: e.target.value === 'layout2' ? 'layout2' : 'layout1' })
            }
          >
            <FormControlLabel
              value="layout1"
              control={<Radio />}
              label={translate('customizer.layout1')}
            />
            <FormControlLabel
              value="layout2"
              control={<Radio />}
              label={translate('customizer.layout2')}
            />
          </RadioGroup>
        </Section>
        {settings.layout === 'layout2' ? (
          <Section title={translate('customizer.colour')}>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 1 }}>
              {SIDEBAR_COLOURS.map(({ id, background }) => (
                <Tooltip key={id} title={translate(`customizer.colours.${id}`)}>
                  <IconButton
                    aria-label={translate(`customizer.colours.${id}`)}
                    aria-pressed={settings.colour === id}
                    onClick={() => update({ colour: id })}
                    sx={{
                      bgcolor: background,
                      color: '#fff',
                      width: 32,
                      height: 32,
                      '&:hover': { bgcolor: background },
                    }}
                  >
                    {settings.colour === id ? <CheckIcon fontSize="small" /> : null}
                  </IconButton>
                </Tooltip>
              ))}
            </Box>
          </Section>
        ) : null}
        <Section title={translate('customizer.direction')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={settings.direction}
            onChange={(_, value: 'ltr' | 'rtl' | null) => value && update({ direction: value })}
          >
            <ToggleButton value="ltr">{translate('customizer.ltr')}</ToggleButton>
            <ToggleButton value="rtl">{translate('customizer.rtl')}</ToggleButton>
          </ToggleButtonGroup>
        </Section>
      </Stack>
    </Drawer>
  );
}
