import { useMediaQuery, type Theme } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  ShowButton,
  SimpleList,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { fieldLabel, type FieldConfig, type ResourceConfig } from '../../resources/types';
import { ChildLinks } from './ChildLinks';
import { LIST_FIELDS } from './fields/listFields';
import { ListActions } from './ListActions';
import { ListLoadFailed } from './LoadFailed';
import { ListPagination } from './ListPagination';
import { ActiveFilterChips, listFilters } from './listFilters';
import { EmptyText, LoadingText } from './LoadingText';
import { rowCardTexts } from './rowCard';
import { useScopeBound } from './scopeBound';
import { ROW_ACTIONS } from '../theme';

/** Spec 9: page sizes 10, 20 (default), 50, 100. */

/** "Lihat" to the resource's own read-only screen (`detailPage`). */
function DetailLink({ page }: { page: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`/dashboard/${page}/${record.id}`}
      label={translate('ra.action.show')}
      onClick={(e) => e.stopPropagation()}
    >
      <VisibilityIcon />
    </Button>
  );
}

function RowActions({ config }: { config: ResourceConfig }) {
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: config.slug });
  return (
    <>
      <ChildLinks config={config} />
      {config.detailPage && <DetailLink page={config.detailPage} />}
      {canEdit ? <EditButton /> : !config.detailPage && <ShowButton />}
      <DeleteButton mutationMode="pessimistic" />
    </>
  );
}

/** The columns this account reads: `list: true` fields, less those its scope fixes. */
function useColumns(config: ResourceConfig): FieldConfig[] {
  const bound = useScopeBound(config);
  return config.fields.filter((f) => f.list && !bound.has(f.source));
}

/**
 * The generic list of a resource, rendered from its config: `list: true` fields as columns, or
 * below the `sm` breakpoint one line per record (`listCard`: primary, secondary, badge).
 */
export function ResourceList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: config.slug });
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const columns = useColumns(config);
  return (
    <List
      sort={config.defaultSort}
      perPage={20}
      pagination={<ListPagination />}
      filters={listFilters(config)}
      actions={<ListActions config={config} />}
      empty={false}
      loading={<LoadingText />}
      authLoading={<LoadingText />}
      error={<ListLoadFailed />}
      exporter={false}
    >
      <ActiveFilterChips config={config} />
      {phone ? (
        <SimpleList
          {...rowCardTexts({ config, columns })}
          rowClick={canEdit ? 'edit' : 'show'}
          empty={<EmptyText />}
        />
      ) : (
        <DataTable
          rowClick={canEdit ? 'edit' : 'show'}
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
          <DataTable.Col label="" disableSort align="right" className={ROW_ACTIONS}>
            <RowActions config={config} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
