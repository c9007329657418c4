import AssignmentIcon from '@mui/icons-material/Assignment';
import EditIcon from '@mui/icons-material/Edit';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ScienceIcon from '@mui/icons-material/Science';
import SendIcon from '@mui/icons-material/Send';
import TableViewIcon from '@mui/icons-material/TableView';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import {
  DeleteButton,
  useCreatePath,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import {
  showsHasilUjiCoba,
  showsIndikator,
  showsKirim,
  showsPengirim,
  type ListContext,
} from '../../../domain/innovationListRules';
import { actionAllowed } from '../../shared/actionAllowed';
import { saveProtectedFile } from '../../providers/upload';
import { factsOf, type InovasiRow } from './rowFacts';

export interface RowDialogs {
  kirim: (row: InovasiRow) => void;
  pengirim: (row: InovasiRow) => void;
}

function Action(props: { label: string; icon: ReactElement; to?: string; onClick?: () => void }) {
  const button = props.to ? (
    <IconButton aria-label={props.label} component={Link} to={props.to} size="small">
      {props.icon}
    </IconButton>
  ) : (
    <IconButton aria-label={props.label} onClick={props.onClick} size="small">
      {props.icon}
    </IconButton>
  );
  return <Tooltip title={props.label}>{button}</Tooltip>;
}

/**
 * The row actions of spec 2, each shown by its rule (domain/innovationListRules.ts and the
 * edit/delete rules of domain/actions.ts): PDF, Excel, Indikator, Hasil Uji Coba, Kirim,
 * Pengirim, edit, delete.
 */
export function RowActions({
  ctx,
  dialogs,
  slug,
}: {
  ctx: ListContext;
  dialogs: RowDialogs;
  slug: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const row = useRecordContext<InovasiRow>();
  if (!row) return null;
  const facts = factsOf(row);
  const record = { ...row, status_nomor: facts.status_nomor };
  const t = (key: string, args?: object) => translate(`inovasi_list.actions.${key}`, args);
  const download = (kind: 'pdf' | 'excel') => () =>
    void saveProtectedFile(
      `/api/inovasi/download-${kind}/${row.id}`,
      `inovasi-${row.id}.${kind === 'pdf' ? 'pdf' : 'xlsx'}`,
    ).catch(() => notify('profil.download_failed', { type: 'error' }));
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
      onClick={(e) => e.stopPropagation()}
    >
      <Action label={t('pdf')} icon={<PictureAsPdfIcon />} onClick={download('pdf')} />
      <Action label={t('excel')} icon={<TableViewIcon />} onClick={download('excel')} />
      {showsIndikator(ctx) && (
        <Action
          label={t('indikator')}
          icon={<AssignmentIcon />}
          to={`/dashboard/indikator_inovasi/${row.id}`}
        />
      )}
      {showsHasilUjiCoba(facts, ctx) && (
        <Action
          label={t('hasil_uji_coba')}
          icon={<ScienceIcon />}
          to={`/dashboard/indikator_ujicoba/${row.id}`}
        />
      )}
      {showsKirim(facts, ctx) && (
        <Action
          label={t('kirim', { product: translate('inovasi_list.product') })}
          icon={<SendIcon color="primary" />}
          onClick={() => dialogs.kirim(row)}
        />
      )}
      {showsPengirim(facts, ctx) && (
        <Action
          label={t('pengirim')}
          icon={<PersonSearchIcon />}
          onClick={() => dialogs.pengirim(row)}
        />
      )}
      {actionAllowed('inovasi.update', record) && (
        <Action
          label={t('edit')}
          icon={<EditIcon />}
          to={createPath({ resource: slug, type: 'edit', id: row.id })}
        />
      )}
      {actionAllowed('inovasi.delete', record) && (
        <DeleteButton
          mutationMode="pessimistic"
          record={row}
          label=""
          aria-label={translate('ra.action.delete')}
          title={translate('ra.action.delete')}
          sx={{ minWidth: 0, px: 1 }}
        />
      )}
    </Stack>
  );
}
