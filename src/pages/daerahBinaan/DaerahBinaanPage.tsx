import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Chip,
  InputAdornment,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useTypedSearch } from '../../admin/useTypedSearch';
import { PagePagination } from '../../admin/PagePagination';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  ALL_STAGES,
  DAERAH_BINAAN_SORTS,
  isComplete,
  isSent,
  type DaerahBinaanSort,
} from '../../../domain/daerahBinaan';
import { LoadingText } from '../../admin/LoadingText';
import type { DaerahBinaanRow } from '../../providers/daerahBinaanApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { getUser } from '../../providers/session';
import { periodYears } from '../../shared/periodYears';
import { getActiveYear } from '../../providers/session';
import { StatCard } from '../../shared/StatCard';
import { DocumentsDialog } from './DocumentsDialog';

const STAGE_TABS = [
  [ALL_STAGES, 'semua'],
  [0, 'inisiatif'],
  [1, 'ujicoba'],
  [2, 'penerapan'],
] as const;

/**
 * daerah-binaan (spec 2 "Provincial view"): the innovations of the province's districts and
 * cities, with the district/city selector, the three stage counters, stage tabs, a search sent
 * as the user pauses typing (Enter at once), the sort choices and page sizes, and each
 * innovation's documents.
 */
export function DaerahBinaanPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const profilId = getUser()?.profil_id ?? null;
  const [tahun, setTahun] = useState(getActiveYear);
  const [pemda, setPemda] = useState('');
  const [stage, setStage] = useState<number>(ALL_STAGES);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DaerahBinaanSort>('nama_asc');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [docs, setDocs] = useState<DaerahBinaanRow | null>(null);
  const t = (key: string, args?: object) => translate(`daerah_binaan.${key}`, args);

  const kabkota = useQuery({
    queryKey: ['kabkota', profilId],
    queryFn: () => dataProvider.kabkota(profilId!),
    enabled: profilId !== null,
    staleTime: 300_000,
  });
  const base = { tahun, pemda_id: pemda || undefined, search: search || undefined };
  const list = useQuery({
    queryKey: ['daerah-binaan', base, stage, sort, page, perPage],
    queryFn: () =>
      dataProvider.daerahBinaanList({
        ...base,
        inovasi_status: stage,
        ...DAERAH_BINAAN_SORTS[sort],
        page,
        per_page: perPage,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // The three counters follow the chosen district or city, year and search.
  const counters = useQueries({
    queries: [0, 1, 2].map((s) => ({
      queryKey: ['daerah-binaan-count', base, s],
      queryFn: () => dataProvider.daerahBinaanList({ ...base, inovasi_status: s, per_page: 1 }),
    })),
  });
  const reset = () => setPage(0);
  const searchBox = useTypedSearch((value) => {
    setSearch(value);
    reset();
  });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro', { tahun })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('kabkota')}
          value={pemda}
          onChange={(e) => {
            setPemda(e.target.value);
            reset();
          }}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{t('semua_kabkota')}</MenuItem>
          {(kabkota.data ?? []).map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.nama}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('tahun')}
          value={tahun}
          onChange={(e) => {
            setTahun(Number(e.target.value));
            reset();
          }}
          sx={{ minWidth: 110 }}
        >
          {periodYears().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {(['inisiatif', 'ujicoba', 'implementasi'] as const).map((key, i) => (
          <StatCard key={key} label={t(`counters.${key}`)} value={counters[i]?.data?.total ?? 0} />
        ))}
      </Box>
      <Tabs
        value={stage}
        onChange={(_, v: number) => {
          setStage(v);
          reset();
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
      >
        {STAGE_TABS.map(([value, key]) => (
          <Tab key={key} value={value} label={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          size="small"
          label={t('cari')}
          {...searchBox}
          sx={{ flex: { sm: '1 1 320px' }, minWidth: { sm: 320 } }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('urutan')}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as DaerahBinaanSort);
            reset();
          }}
          sx={{ flex: { sm: '0 0 180px' } }}
        >
          {(Object.keys(DAERAH_BINAAN_SORTS) as DaerahBinaanSort[]).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <Alert severity="error">{t('gagal')}</Alert>
      ) : (
        <>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.opd')}</TableCell>
                  <TableCell>{t('columns.inovasi')}</TableCell>
                  <TableCell>{t('columns.daerah')}</TableCell>
                  <TableCell>{t('columns.kelengkapan')}</TableCell>
                  <TableCell>{t('columns.kirim')}</TableCell>
                  <TableCell>{t('columns.dokumen')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('kosong')}</TableCell>
                  </TableRow>
                )}
                {list.data.data.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>{row.nama_opd ?? '—'}</TableCell>
                    <TableCell>{row.nama}</TableCell>
                    <TableCell>{row.nama_daerah}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={isComplete(row.status_dokumen) ? 'success' : 'warning'}
                        label={t(isComplete(row.status_dokumen) ? 'lengkap' : 'belum_lengkap')}
                      />
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={isSent(row.status_nomor) ? 'primary' : 'default'}
                        label={t(isSent(row.status_nomor) ? 'sudah_dikirim' : 'belum_dikirim')}
                      />
                    </TableCell>
                    <TableCell>
                      <Button size="small" variant="outlined" onClick={() => setDocs(row)}>
                        {t('lihat_dokumen')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PagePagination
            count={list.data.total}
            page={page}
            perPage={perPage}
            onPageChange={setPage}
            onPerPageChange={(n) => {
              setPerPage(n);
              reset();
            }}
          />
        </>
      )}
      <DocumentsDialog inovasi={docs} onClose={() => setDocs(null)} />
    </Stack>
  );
}
