import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  Pagination,
  ShowButton,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { fieldLabel, type ResourceConfig } from '../../resources/types';
import { ChildLinks } from './ChildLinks';
import { LIST_FIELDS } from './fields/listFields';
import { ListActions } from './ListActions';
import { listFilters } from './listFilters';
import { EmptyText, LoadingText } from './LoadingText';

/** Spec 9: page sizes 10, 20 (default), 50, 100. */
export const PAGE_SIZES = [10, 20, 50, 100];

function RowActions({ config }: { config: ResourceConfig }) {
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: config.slug });
  return (
    <>
      <ChildLinks config={config} />
      {canEdit ? <EditButton /> : <ShowButton />}
      <DeleteButton mutationMode="pessimistic" />
    </>
  );
}

/** The generic list of a resource, rendered from its config: `list: true` fields as columns. */
export function ResourceList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: config.slug });
  return (
    <List
      sort={config.defaultSort}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      filters={listFilters(config)}
      actions={<ListActions config={config} />}
      empty={false}
      loading={<LoadingText />}
      authLoading={<LoadingText />}
      exporter={false}
    >
      <DataTable
        rowClick={canEdit ? 'edit' : 'show'}
        bulkActionButtons={false}
        empty={<EmptyText />}
      >
        {config.fields
          .filter((f) => f.list)
          .map((f) => (
            <DataTable.Col
              key={f.source}
              source={f.source}
              label={translate(fieldLabel(config, f))}
              disableSort={!f.sortable}
            >
              {LIST_FIELDS[f.kind](f)}
            </DataTable.Col>
          ))}
        <DataTable.Col label="" disableSort align="right">
          <RowActions config={config} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
