import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Button,
  IconButton,
  InputAdornment,
  LinearProgress,
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
  Tooltip,
  Typography,
} from '@mui/material';
import { useTypedSearch } from '../../admin/useTypedSearch';
import { PagePagination } from '../../admin/PagePagination';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ACTIONS } from '../../../domain/actions';
import { hasAnyRole } from '../../../domain/roles';
import { LoadingText } from '../../admin/LoadingText';
import { apiFetch, type QueryValue } from '../../providers/httpClient';
import { getRoles } from '../../providers/session';
import { saveStreamedFile } from '../../providers/upload';

interface ArsipRow {
  id: number;
  nama: string;
  tahun: number;
  inovasi_status: number;
  nama_daerah: string;
  nama_opd: string | null;
}

const YEARS = Array.from({ length: 18 }, (_, i) => 2022 - i);
const TABS = [
  [-1, 'semua'],
  [0, 'inisiatif'],
  [1, 'ujicoba'],
  [2, 'penerapan'],
] as const;

const queryString = (q: Record<string, QueryValue>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/**
 * arsip (spec 2): innovations of 2005-2022 with stage tabs, a year filter and a search; PDF and
 * Excel of every matching row, with the bytes received shown while they stream; edit and
 * delete for admin and superadmin (spec 6).
 */
export function ArsipPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [tahun, setTahun] = useState('');
  const [stage, setStage] = useState(-1);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const searchBox = useTypedSearch((value) => {
    setSearch(value);
    setPage(0);
  });
  const [perPage, setPerPage] = useState(20);
  const [preparing, setPreparing] = useState<{ format: string; kb: number } | null>(null);
  const t = (key: string, args?: object) => translate(`arsip.${key}`, args);
  const staff = hasAnyRole(getRoles(), ACTIONS['arsip.edit'].roles);
  const filter = { tahun: tahun || undefined, inovasi_status: stage, search: search || undefined };
  const list = useQuery({
    queryKey: ['arsip', filter, page, perPage],
    queryFn: async () => {
      const body = await apiFetch<ArsipRow[]>('/arsip', {
        query: { ...filter, page, per_page: perPage },
      });
      return { data: body.data, total: body.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

  async function download(format: 'excel' | 'pdf') {
    setPreparing({ format, kb: 0 });
    try {
      await saveStreamedFile(
        `/api/arsip/download-${format}?${queryString(filter)}`,
        `Arsip Inovasi Daerah.${format === 'excel' ? 'xlsx' : 'pdf'}`,
        (bytes) => setPreparing({ format, kb: Math.round(bytes / 1024) }),
      );
    } catch {
      notify('arsip.unduh_gagal', { type: 'error' });
    } finally {
      setPreparing(null);
    }
  }

  async function remove(row: ArsipRow) {
    if (!window.confirm(t('hapus_konfirmasi', { nama: row.nama }))) return;
    try {
      await apiFetch(`/arsip/${row.id}`, { method: 'DELETE' });
      notify('arsip.terhapus', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['arsip'] });
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Tabs
        value={stage}
        onChange={(_, v: number) => {
          setStage(v);
          setPage(0);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
      >
        {TABS.map(([v, key]) => (
          <Tab key={key} value={v} label={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('tahun')}
          value={tahun}
          onChange={(e) => {
            setTahun(e.target.value);
            setPage(0);
          }}
          sx={{ flex: { md: '0 0 220px' } }}
        >
          <MenuItem value="">{t('semua_tahun')}</MenuItem>
          {YEARS.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('cari')}
          {...searchBox}
          sx={{ flex: { md: '1 1 280px' } }}
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
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={preparing !== null}
          onClick={() => void download('excel')}
          sx={{ flexShrink: 0 }}
        >
          {t('unduh_excel')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={preparing !== null}
          onClick={() => void download('pdf')}
          sx={{ flexShrink: 0 }}
        >
          {t('unduh_pdf')}
        </Button>
      </Stack>
      {preparing && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{t('menyiapkan', { kb: preparing.kb })}</Typography>
          <LinearProgress />
        </Stack>
      )}
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
                  <TableCell>{t('columns.nama')}</TableCell>
                  <TableCell>{t('columns.daerah')}</TableCell>
                  <TableCell>{t('columns.opd')}</TableCell>
                  <TableCell>{t('columns.tahun')}</TableCell>
                  <TableCell>{t('columns.tahapan')}</TableCell>
                  {staff && <TableCell />}
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
                    <TableCell>{row.nama}</TableCell>
                    <TableCell>{row.nama_daerah}</TableCell>
                    <TableCell>{row.nama_opd ?? '—'}</TableCell>
                    <TableCell>{row.tahun}</TableCell>
                    <TableCell>{translate(`arsip.tahapan.${row.inovasi_status}`)}</TableCell>
                    {staff && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('ubah')}>
                          <IconButton
                            aria-label={t('ubah')}
                            component={RouterLink}
                            to={`/dashboard/inovasi-daerah/${row.id}`}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('hapus')}>
                          <IconButton aria-label={t('hapus')} onClick={() => void remove(row)}>
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
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
              setPage(0);
            }}
          />
        </>
      )}
    </Stack>
  );
}
