import CalculateIcon from '@mui/icons-material/Calculate';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { PagePagination } from '../../admin/PagePagination';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTypedSearch } from '../../admin/useTypedSearch';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ACTIONS } from '../../../domain/actions';
import { formatNumber } from '../../../domain/format';
import { hasAnyRole } from '../../../domain/roles';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { apiFetch } from '../../providers/httpClient';
import type { Page, RankingRow, RekapRow } from '../../providers/indeksApi';
import { getRoles } from '../../providers/session';
import { failureReason } from '../../shared/failureReason';
import { periodYears } from '../../shared/periodYears';
import { getActiveYear } from '../../providers/session';

type Kind = 'ranking-index' | 'rekap-akhir';
type Row = RankingRow | RekapRow;

const score = (v: number | null) => (v === null ? '—' : formatNumber(v, 'score'));

function useClusters() {
  return useQuery({
    queryKey: ['klaster-lookup'],
    queryFn: async () =>
      (await apiFetch<{ id: number; klaster: string }[]>('/crud/iga_klaster/lookup')).data,
    staleTime: 300_000,
  });
}

/**
 * ranking-index and rekap-akhir (spec 2, issue 10): every region's stored result of a year,
 * ranked by the self-assessment index; a cluster filter, search, pages; the IGA flag with its
 * confirmation and the recount for superadmin. A region opens its breakdown.
 */
export function IndexListPage({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [tahun, setTahun] = useState(getActiveYear);
  const [klaster, setKlaster] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const searchBox = useTypedSearch((value) => {
    setSearch(value);
    setPage(0);
  });
  const [perPage, setPerPage] = useState(20);
  const [flagging, setFlagging] = useState<Row | null>(null);
  const [recounting, setRecounting] = useState(false);
  const [busy, setBusy] = useState(false);
  const roles = getRoles();
  const canFlag = kind === 'ranking-index' && hasAnyRole(roles, ACTIONS['ranking.iga_flag'].roles);
  const canRecount =
    kind === 'ranking-index' && hasAnyRole(roles, ACTIONS['indeks.hitung_ulang'].roles);
  const clusters = useClusters();
  const query = {
    tahun,
    iga_klaster_id: klaster || undefined,
    search: search || undefined,
    page,
    per_page: perPage,
  };
  const list = useQuery<Page<Row>>({
    queryKey: ['indeks-list', kind, query],
    queryFn: (): Promise<Page<Row>> =>
      kind === 'ranking-index' ? dataProvider.ranking(query) : dataProvider.rekap(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const t = (key: string, args?: object) => translate(`indeks.${key}`, args);

  async function flag(row: Row) {
    setBusy(true);
    try {
      const result = await dataProvider.toggleIga(row.profil_id);
      notify(result.message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['indeks-list'] });
      setFlagging(null);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  async function recount() {
    setBusy(true);
    try {
      notify(await dataProvider.recount(tahun), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['indeks-list'] });
      setRecounting(false);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  const region = (row: Row) => (
    <Link component={RouterLink} to={`/dashboard/indeks-daerah/${row.profil_id}?tahun=${tahun}`}>
      {row.nama_daerah}
    </Link>
  );
  const iga = (row: Row) => (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <span>{row.iga ? t('ya') : t('tidak')}</span>
      {canFlag && (
        <Button size="small" variant="outlined" onClick={() => setFlagging(row)}>
          {t('ubah_iga')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(`screens.${kind}`)}
      </Typography>
      <Typography color="text.secondary">{t(`intro.${kind}`, { tahun })}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('tahun')}
          value={tahun}
          onChange={(e) => {
            setTahun(Number(e.target.value));
            setPage(0);
          }}
          sx={{ flex: { sm: '0 1 140px' } }}
        >
          {periodYears().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('klaster')}
          value={klaster}
          onChange={(e) => {
            setKlaster(e.target.value);
            setPage(0);
          }}
          sx={{ flex: { sm: '1 1 200px' } }}
        >
          <MenuItem value="">{t('semua_klaster')}</MenuItem>
          {(clusters.data ?? []).map((k) => (
            <MenuItem key={k.id} value={String(k.id)}>
              {k.klaster}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('cari')}
          {...searchBox}
          sx={{ flex: { sm: '1 1 240px' } }}
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
        {canRecount && (
          <Button
            variant="outlined"
            startIcon={<CalculateIcon />}
            onClick={() => setRecounting(true)}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('hitung_ulang')}
          </Button>
        )}
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
                  {kind === 'ranking-index' ? (
                    <>
                      <TableCell>{t('columns.rank')}</TableCell>
                      <TableCell>{t('columns.daerah')}</TableCell>
                      <TableCell align="right">{t('columns.indeks')}</TableCell>
                      <TableCell>{t('columns.predikat')}</TableCell>
                      <TableCell>{t('columns.iga')}</TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>{t('columns.daerah')}</TableCell>
                      <TableCell align="right">{t('columns.jumlah_inovasi')}</TableCell>
                      <TableCell align="right">{t('columns.indeks_mandiri')}</TableCell>
                      <TableCell align="right">{t('columns.indeks_verifikasi')}</TableCell>
                      <TableCell>{t('columns.predikat')}</TableCell>
                      <TableCell>{t('columns.iga')}</TableCell>
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{t('kosong')}</TableCell>
                  </TableRow>
                )}
                {list.data.data.map((row) =>
                  'rank' in row ? (
                    <TableRow key={row.profil_id} hover>
                      <TableCell>{row.rank ?? '—'}</TableCell>
                      <TableCell>{region(row)}</TableCell>
                      <TableCell align="right">{score(row.indeks)}</TableCell>
                      <TableCell>{row.predikat ?? '—'}</TableCell>
                      <TableCell>{iga(row)}</TableCell>
                    </TableRow>
                  ) : (
                    <TableRow key={row.profil_id} hover>
                      <TableCell>{region(row)}</TableCell>
                      <TableCell align="right">
                        {formatNumber(row.jumlah_inovasi, 'count')}
                      </TableCell>
                      <TableCell align="right">{score(row.indeks_mandiri)}</TableCell>
                      <TableCell align="right">{score(row.indeks_verifikasi)}</TableCell>
                      <TableCell>{row.predikat ?? '—'}</TableCell>
                      <TableCell>{iga(row)}</TableCell>
                    </TableRow>
                  ),
                )}
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
      <Dialog open={flagging !== null} onClose={busy ? undefined : () => setFlagging(null)}>
        <DialogTitle>{t('ubah_iga_judul', { nama: flagging?.nama_daerah ?? '' })}</DialogTitle>
        <DialogContent>
          {t('ubah_iga_isi', {
            nama: flagging?.nama_daerah ?? '',
            ke: flagging?.iga ? t('tidak') : t('ya'),
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFlagging(null)} disabled={busy}>
            {t('batal')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => flagging && void flag(flagging)}
          >
            {t('ubah_iga_ok')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={recounting} onClose={busy ? undefined : () => setRecounting(false)}>
        <DialogTitle>{t('hitung_ulang_judul', { tahun })}</DialogTitle>
        <DialogContent>{t('hitung_ulang_isi')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setRecounting(false)} disabled={busy}>
            {t('batal')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void recount()}>
            {t('hitung_ulang')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export const RankingIndexPage = () => <IndexListPage kind="ranking-index" />;
export const RekapAkhirPage = () => <IndexListPage kind="rekap-akhir" />;
