import { HomeIndexPanel } from '../shared/AverageIndexPanel';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Chip,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import {
  CreateButton,
  DataTable,
  List,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { rowTone, type ListContext } from '../../domain/innovationListRules';
import { nextActor, stateOf } from '../../domain/innovationWorkflow';
import type { ResourceConfig } from '../../resources/types';
import { EmptyText, LoadingText } from '../admin/LoadingText';
import { ActiveFilterChips, FilterDialogButton, listFilters } from '../admin/listFilters';
import { LIST_FIELDS } from '../admin/fields/listFields';
import { ListPagination } from '../admin/ListPagination';
import { ListLoadFailed } from '../admin/LoadFailed';
import { rowCardTexts } from '../admin/rowCard';
import { useScopeBound } from '../admin/scopeBound';
import { actionAllowed, localSettings } from '../shared/actionAllowed';
import { useWorkflowText } from '../shared/workflow/workflowText';
import { ROW_ACTIONS } from '../theme';
import { getRoles } from '../providers/session';
import { KirimDialog } from './inovasi/KirimDialog';
import { PengirimDialog } from './inovasi/PengirimDialog';
import { RowActions } from './inovasi/RowActions';
import type { InovasiRow } from './inovasi/rowFacts';
import { factsOf } from './inovasi/rowFacts';

const STAGES = ['inisiatif', 'uji_coba', 'penerapan'] as const;

/** Spec 2 row colours: background by tone, pink-red text while the profile is incomplete. */
const TONE_BG = { terkirim: '#e3f4e1', di_luar: '#fde3da', biasa: undefined } as const;
const WARN_TEXT = '#c2185b';

function rowSx(row: InovasiRow) {
  const { tone, warn } = rowTone(factsOf(row));
  return {
    backgroundColor: TONE_BG[tone],
    '& td': warn ? { color: WARN_TEXT } : undefined,
  };
}

/** A row opens the innovation's form where the account may edit it, else its page. */
const openRow = (_id: unknown, _resource: unknown, record: unknown) => {
  const row = record as InovasiRow;
  return actionAllowed('inovasi.update', { ...row, status_nomor: factsOf(row).status_nomor })
    ? 'edit'
    : 'show';
};

/** Stage tabs (spec 2: all, Inisiatif, Uji Coba, Penerapan) over the inovasi_status filter. */
function StageTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const raw = filterValues?.inovasi_status;
  const value = raw === undefined || raw === '' || Array.isArray(raw) ? 'semua' : String(raw);
  return (
    <Tabs
      value={value}
      onChange={(_, next: string) => {
        const { inovasi_status: _old, ...rest } = filterValues ?? {};
        setFilters(
          next === 'semua' ? rest : { ...rest, inovasi_status: Number(next) },
          displayedFilters,
        );
      }}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate('inovasi_list.tabs_label')}
      // width 0 / min 100%: the strip scrolls inside the list instead of widening the page.
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, width: 0, minWidth: '100%' }}
    >
      <Tab value="semua" label={translate('inovasi_list.tabs.semua')} />
      {STAGES.map((s, i) => (
        <Tab key={s} value={String(i)} label={translate(`inovasi_list.tabs.${s}`)} />
      ))}
    </Tabs>
  );
}

/** The name, with the spec-2 warning marker while the Asta Cita theme is below 9. */
function NamaCell({ stage }: { stage: boolean }) {
  const translate = useTranslate();
  const row = useRecordContext<InovasiRow>();
  if (!row) return null;
  const { warn } = rowTone(factsOf(row));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {warn && (
        <Tooltip title={translate('inovasi_list.profil_belum_lengkap')}>
          <WarningAmberIcon
            fontSize="small"
            sx={{ color: 'error.main' }}
            titleAccess={translate('inovasi_list.profil_belum_lengkap')}
          />
        </Tooltip>
      )}
      <span>{row.nama}</span>
      {stage && (
        <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
          <StageCell />
        </Typography>
      )}
    </Stack>
  );
}

/** Completeness: the server's badge and the share of mandatory indicators as a bar. */
function KelengkapanCell() {
  const translate = useTranslate();
  const row = useRecordContext<InovasiRow>();
  if (!row) return null;
  const complete = row.status_dokumen === 1;
  const persen = row.kelengkapan ?? 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={persen}
        color={complete ? 'success' : 'warning'}
        sx={{ height: 8, borderRadius: 4 }}
        aria-label={translate('inovasi_list.kelengkapan_persen', { persen })}
      />
      <Typography variant="caption" sx={{ color: 'text.primary' }}>
        {translate(complete ? 'inovasi_list.lengkap' : 'inovasi_list.belum_lengkap')} · {persen}%
      </Typography>
    </Box>
  );
}

/** The journey's state and who acts next (issue 9: one status, one next actor). */
function StatusCell() {
  const text = useWorkflowText();
  const row = useRecordContext<InovasiRow>();
  if (!row) return null;
  const state = stateOf({ status_nomor: row._registrasi?.status_nomor ?? null, qc: row.qc ?? 0 });
  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" label={text.status(state)} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {text.waiting(nextActor(state))}
      </Typography>
    </Stack>
  );
}

function StageCell() {
  const translate = useTranslate();
  const row = useRecordContext<InovasiRow>();
  if (!row) return null;
  return <>{translate(`choices.tahapan.${STAGES[row.inovasi_status ?? 0] ?? 'inisiatif'}`)}</>;
}

function Actions({ config }: { config: ResourceConfig }) {
  return (
    <TopToolbar>
      <FilterDialogButton config={config} />
      {actionAllowed('inovasi.create') && <CreateButton />}
    </TopToolbar>
  );
}

function Legend() {
  const translate = useTranslate();
  const swatch = (bg: string | undefined, label: string, color?: string) => (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Box
        sx={{
          width: 14,
          height: 14,
          bgcolor: bg ?? 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Typography variant="caption" sx={{ color }}>
        {label}
      </Typography>
    </Stack>
  );
  return (
    <Stack
      direction="row"
      component="section"
      sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', px: 1, py: 1 }}
      aria-label={translate('inovasi_list.legend.title')}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {translate('inovasi_list.legend.title')}:
      </Typography>
      {swatch(TONE_BG.terkirim, translate('inovasi_list.legend.terkirim'))}
      {swatch(TONE_BG.di_luar, translate('inovasi_list.legend.di_luar'))}
      {swatch(undefined, translate('inovasi_list.legend.warn'), WARN_TEXT)}
    </Stack>
  );
}

/**
 * inovasi-daerah (spec 2, issue 8): stage tabs, filters and search, the region and OPD names and
 * the registration state from the list's own query, completeness bars, the spec-2 row colours
 * and warning marker, and the row actions of spec 4.
 */
export default function InovasiList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  // On a laptop (below 1536 px) the stage moves under the name and the implementation date
  // leaves the table, so the row's facts and its actions fit without scrolling sideways.
  const laptop = useMediaQuery((t: Theme) => t.breakpoints.down('xl'));
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: config.slug });
  const [kirim, setKirim] = useState<InovasiRow | null>(null);
  const [pengirim, setPengirim] = useState<InovasiRow | null>(null);
  const ctx: ListContext = useMemo(() => ({ roles: getRoles(), settings: localSettings() }), []);
  const dialogs = useMemo(() => ({ kirim: setKirim, pengirim: setPengirim }), []);
  // A region-bound account (pemda, opd) sees one region: its column would repeat it.
  const bound = useScopeBound(config);
  const col = (key: string) => translate(`inovasi_list.columns.${key}`);
  const actions = <RowActions ctx={ctx} dialogs={dialogs} slug={config.slug} />;
  const phoneColumns = config.fields.filter((f) => f.list && !bound.has(f.source));
  const waktuField = config.fields.find((f) => f.source === 'waktu_implementasi')!;
  return (
    <>
      <HomeIndexPanel screen={config.slug} />
      <List
        sort={config.defaultSort}
        perPage={20}
        pagination={<ListPagination />}
        error={<ListLoadFailed />}
        filters={listFilters(config)}
        actions={<Actions config={config} />}
        empty={false}
        loading={<LoadingText />}
        exporter={false}
      >
        <StageTabs />
        <ActiveFilterChips config={config} />
        {/* Above the rows it explains, named in words (issue 37: colours without a legend). */}
        <Legend />
        {phone ? (
          // One line per record as every list on a phone (rowCard.ts): name, region, year,
          // jenis and the stage; the row opens the innovation, whose screens hold the actions.
          <SimpleList<InovasiRow>
            {...rowCardTexts({ config, columns: phoneColumns })}
            rowSx={rowSx}
            // A link per row, as every phone list (a row button would read as "Tahun: 2025").
            rowClick={canEdit ? 'edit' : 'show'}
            empty={<EmptyText />}
          />
        ) : (
          <DataTable<InovasiRow>
            bulkActionButtons={false}
            rowClick={openRow}
            rowSx={rowSx}
            empty={<EmptyText />}
          >
            <DataTable.Col source="nama" label={col('nama')}>
              <NamaCell stage={laptop} />
            </DataTable.Col>
            {!bound.has('profil_id') && (
              <DataTable.Col
                source="profil_id"
                label={col('daerah')}
                disableSort
                render={(r) => r._labels?.profil_id ?? ''}
              />
            )}
            <DataTable.Col
              source="opd_perangkat_id"
              label={col('opd')}
              disableSort
              render={(r) => r._labels?.opd_perangkat_id ?? '—'}
            />
            <DataTable.Col source="tahun" label={col('tahun')} />
            {!laptop && (
              <DataTable.Col source="waktu_implementasi" label={col('waktu_implementasi')}>
                {LIST_FIELDS.date(waktuField)}
              </DataTable.Col>
            )}
            {!laptop && (
              <DataTable.Col source="inovasi_status" label={col('tahapan')}>
                <StageCell />
              </DataTable.Col>
            )}
            <DataTable.Col source="kelengkapan" label={col('kelengkapan')}>
              <KelengkapanCell />
            </DataTable.Col>
            <DataTable.Col label={col('status')} disableSort>
              <StatusCell />
            </DataTable.Col>
            <DataTable.Col
              label=""
              disableSort
              align="right"
              className={ROW_ACTIONS}
              // Pinned at the right edge over the row's own colour (the legend names it).
              cellSx={(row) => ({
                minWidth: 180,
                backgroundColor: TONE_BG[rowTone(factsOf(row as InovasiRow)).tone] ?? '#fff',
              })}
            >
              {actions}
            </DataTable.Col>
          </DataTable>
        )}
      </List>
      <KirimDialog inovasi={kirim} onClose={() => setKirim(null)} />
      <PengirimDialog inovasi={pengirim} onClose={() => setPengirim(null)} />
    </>
  );
}
