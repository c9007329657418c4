import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  ShowButton,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { fieldLabel, type ResourceConfig } from '../../resources/types';
import { recordRepresentation } from '../admin/fields/referenceTarget';
import { LIST_FIELDS } from '../admin/fields/listFields';
import { ListLoadFailed } from '../admin/LoadFailed';
import { ListPagination } from '../admin/ListPagination';
import { ActiveFilterChips, FilterDialogButton, listFilters } from '../admin/listFilters';
import { EmptyText, LoadingText } from '../admin/LoadingText';
import { LockNote } from './winners/LockNote';
import { winnerLock, type WinnerRecord } from './winners/winnerLock';

/** Where a row came from: the award publication (its version) or entered by hand. */
function Source() {
  const translate = useTranslate();
  const record = useRecordContext<WinnerRecord>();
  const versi = record?._terbit?.versi;
  return (
    <Typography component="span" variant="body2">
      {versi ? translate('award.pemenang.terbit', { versi }) : translate('award.pemenang.manual')}
    </Typography>
  );
}

/** Filter and, for who may add, Tambah (a row entered by hand). */
function Actions({ config }: { config: ResourceConfig }) {
  const { canAccess } = useCanAccess({ action: 'create', resource: config.slug });
  return (
    <TopToolbar>
      <FilterDialogButton config={config} />
      {canAccess && <CreateButton />}
    </TopToolbar>
  );
}

/** Edit and delete for a row that may change in place; the lock's note otherwise. */
function RowActions() {
  const record = useRecordContext<WinnerRecord>();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'winners' });
  if (!record) return null;
  if (winnerLock(record)) return <LockNote compact />;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {canEdit ? <EditButton /> : <ShowButton />}
      <DeleteButton mutationMode="pessimistic" />
    </Box>
  );
}

/**
 * winners (issue 35): each row titled by region, category and year; the rows the award
 * publication wrote, and every row of a published (frozen) year, offer no edit or delete but say
 * why and where they change. The server refuses the same writes (409).
 */
export default function WinnersList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const columns = config.fields.filter((f) => f.list);
  const title = recordRepresentation(config);
  const open = (record: unknown) => (winnerLock(record as WinnerRecord) ? 'show' : 'edit');
  return (
    <List
      sort={config.defaultSort}
      perPage={20}
      pagination={<ListPagination />}
      filters={listFilters(config)}
      actions={<Actions config={config} />}
      empty={false}
      loading={<LoadingText />}
      authLoading={<LoadingText />}
      error={<ListLoadFailed />}
      exporter={false}
    >
      <ActiveFilterChips config={config} />
      {phone ? (
        <SimpleList<WinnerRecord>
          primaryText={(r) => title(r as unknown as Record<string, unknown>)}
          secondaryText={() => (
            <>
              <Source />
              <LockNote compact />
            </>
          )}
          rowClick={(_id, _resource, r) => open(r)}
          empty={<EmptyText />}
        />
      ) : (
        <DataTable<WinnerRecord>
          rowClick={(_id, _resource, r) => open(r)}
          bulkActionButtons={false}
          empty={<EmptyText />}
        >
          {columns.map((f) => (
            <DataTable.Col
              key={f.source}
              source={f.source}
              label={translate(fieldLabel(config, f))}
              disableSort={!f.sortable}
            >
              {LIST_FIELDS[f.kind](f)}
            </DataTable.Col>
          ))}
          <DataTable.Col label={translate('award.pemenang.sumber')} disableSort>
            <Source />
          </DataTable.Col>
          <DataTable.Col label="" disableSort align="right">
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
