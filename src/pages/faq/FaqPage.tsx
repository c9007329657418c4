import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RichTextField, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { LoadingText } from '../../admin/LoadingText';
import { answer, api } from '../../providers/api';

/** Text of an HTML answer, for the search. */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

/**
 * What an account is for, for the roles whose home this page is (i18n `faq.akun.<role>`): upt
 * until the competition list exists, asn and developer. Other roles have no such text.
 */
function AccountLine() {
  const translate = useTranslate();
  const roles = usePermissions<readonly string[]>().permissions ?? [];
  const text = roles.map((r) => translate(`faq.akun.${r}`, { _: '' })).find(Boolean);
  if (!text) return null;
  return (
    <Alert severity="info">
      <Typography variant="body2">{text}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to="/dashboard/password" size="small" variant="outlined">
          {translate('faq.ubah_sandi')}
        </Button>
        <Button component={RouterLink} to="/dashboard/sesi" size="small" variant="outlined">
          {translate('faq.sesi')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /dashboard/faq: the help entries as an accordion, searched as one types. */
export function FaqPage() {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data, isPending, error } = useQuery({
    queryKey: ['faq'],
    queryFn: async () => (await answer(api.faq.$get())).data,
  });
  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (data ?? []).filter((e) => {
      const text = `${e.question} ${plain(e.answer)}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [data, search]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {translate('faq.title')}
      </Typography>
      <AccountLine />
      <TextField
        type="search"
        label={translate('faq.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {isPending ? (
        <LoadingText />
      ) : error ? (
        <Alert severity="error">{translate('app.load_failed')}</Alert>
      ) : shown.length === 0 ? (
        <Typography>{translate(search ? 'faq.no_match' : 'faq.empty')}</Typography>
      ) : (
        <div>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {translate('faq.count', { smart_count: shown.length })}
          </Typography>
          {shown.map((entry) => (
            <Accordion key={entry.id} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`faq-${entry.id}`}
                id={`faq-${entry.id}-q`}
              >
                <Typography component="h2" variant="subtitle1" fontWeight={600}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${entry.id}`}>
                <RichTextField record={entry} source="answer" />
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
    </Stack>
  );
}
