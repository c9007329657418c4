import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  CreateButton,
  DataTable,
  DeleteButton,
  List,
  ReferenceField,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router';
import { isAllowed } from '../../domain/access';
import { SCREEN_ROLES } from '../../domain/screens';
import { keepsOneProfile } from '../../domain/scoping';
import type { ResourceConfig } from '../../resources/types';
import { EmptyText, LoadingText } from '../admin/LoadingText';
import { ActiveFilterChips, FilterDialogButton, listFilters } from '../admin/listFilters';
import { ListPagination } from '../admin/ListPagination';
import { ListLoadFailed } from '../admin/LoadFailed';
import { actionAllowed, indicatorInputOpen } from '../shared/actionAllowed';
import { getRoles, getUser } from '../providers/session';

/**
 * Where a profile opens: detail-pemda for its roles, else the verifier's copy, else (opd and asn
 * on their own row) the profile's show page.
 */
function detailPath(id: RaRecord['id'], slug: string): string {
  const user = { roles: getRoles() };
  if (isAllowed(SCREEN_ROLES['detail-pemda'], user)) return `/dashboard/detail-pemda/${id}`;
  if (isAllowed(SCREEN_ROLES['detail-pemda-verifikasi'], user))
    return `/dashboard/detail-pemda-verifikasi/${id}`;
  return `/dashboard/${slug}/${id}/show`;
}

/**
 * Spec 2: "Ubah" follows the server's rule for a profile edit (domain/actions.ts `profil.edit`:
 * a region while the iga_status setting is 1, admin and superadmin always); "Input Indikator"
 * while update_indikator_spd is 1.
 */
function RowActions({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: config.slug });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: config.slug });
  if (!record) return null;
  const editable = canEdit && actionAllowed('profil.edit', record);
  const input = actionAllowed('indikator.edit', record) && indicatorInputOpen();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        component={Link}
        to={detailPath(record.id, config.slug)}
        label={translate('profil.detail_action')}
        onClick={(e) => e.stopPropagation()}
      >
        <VisibilityIcon />
      </Button>
      {input && (
        <Button
          component={Link}
          to={`/dashboard/indikator_daerah/${record.id}`}
          label={translate('profil.input_indikator')}
          onClick={(e) => e.stopPropagation()}
        >
          <FactCheckIcon />
        </Button>
      )}
      {editable && (
        <Button
          component={Link}
          to={createPath({ resource: config.slug, type: 'edit', id: record.id })}
          label={translate('ra.action.edit')}
          onClick={(e) => e.stopPropagation()}
        >
          <EditIcon />
        </Button>
      )}
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Stack>
  );
}

/** Add shows for staff, and for a pemda/opd/asn account only while it has no profile. */
function Actions({ config }: { config: ResourceConfig }) {
  const { total } = useListContext();
  const { canAccess } = useCanAccess({ action: 'create', resource: 'profil-pemda-old' });
  const oneOnly = keepsOneProfile(getRoles());
  const hasOwn = !!getUser()?.profil_id || (total ?? 0) > 0;
  return (
    <TopToolbar>
      <FilterDialogButton config={config} />
      {canAccess && !(oneOnly && hasOwn) && <CreateButton />}
    </TopToolbar>
  );
}

/**
 * profil-pemda-old (spec 2): the region profiles the account may see, each opening its detail
 * page with the Profil, Indikator and Lini Masa tabs.
 */
export default function ProfilPemdaList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const opdChoices = [...(config.fields.find((f) => f.source === 'nama_opd')?.choices ?? [])];
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const label = (source: string) => translate(`resources.profil_pemda.fields.${source}`);
  return (
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
      <ActiveFilterChips config={config} />
      {phone ? (
        <SimpleList
          primaryText={(r) => r.nama}
          secondaryText={(r) => r.nama_admin ?? r.email ?? ''}
          linkType={false}
          rightIcon={() => <RowActions config={config} />}
          empty={<EmptyText />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyText />}>
          <DataTable.Col source="nama" label={label('nama')}>
            <TextField source="nama" />
          </DataTable.Col>
          <DataTable.Col source="m_daerah_id" label={label('m_daerah_id')} disableSort>
            <ReferenceField source="m_daerah_id" reference="daerah" link={false} />
          </DataTable.Col>
          <DataTable.Col source="nama_opd" label={label('nama_opd')} disableSort>
            <SelectField source="nama_opd" choices={opdChoices} />
          </DataTable.Col>
          <DataTable.Col source="email" label={label('email')} disableSort />
          <DataTable.Col source="nama_admin" label={label('nama_admin')} />
          <DataTable.Col label="" disableSort align="right">
            <RowActions config={config} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
