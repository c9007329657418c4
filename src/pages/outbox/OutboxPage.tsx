import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { OutboxMail } from '../../providers/accountApi';
import type { PortalDataProvider } from '../../providers/dataProvider';

/** /dashboard/outbox: mail kept without an SMTP server, newest first (superadmin). */
export function OutboxPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const table = useDataTable<OutboxMail, object>({
    queryKey: ['outbox'],
    filter: {},
    fetch: ({ page, perPage }) => dataProvider.outbox(page, perPage),
  });
  return (
    <DataTablePage
      table={table}
      title={translate('outbox.title')}
      intro={translate('outbox.intro')}
      columns={[
        {
          id: 'time',
          label: translate('outbox.time'),
          render: (mail) => formatActivityTime(mail.created_at),
          nowrap: true,
        },
        { id: 'to', label: translate('outbox.to'), render: (mail) => mail.to_address },
        {
          id: 'subject',
          label: translate('outbox.subject'),
          render: (mail) => mail.subject,
          card: 'title',
        },
        {
          id: 'body',
          label: translate('outbox.body'),
          render: (mail) => (
            <Typography
              component="pre"
              variant="body2"
              sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
            >
              {mail.body}
            </Typography>
          ),
        },
      ]}
      failed={translate('activity.error')}
      alignRows="top"
    />
  );
}
