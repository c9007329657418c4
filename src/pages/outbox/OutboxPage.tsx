import {
  Alert,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PagePagination } from '../../admin/PagePagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import { EmptyText, LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';

/** Spec 9 page sizes. */

function OutboxList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);
  const { data, isPending, isError } = useQuery({
    queryKey: ['outbox', page, perPage],
    queryFn: () => dataProvider.outbox(page, perPage),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (isPending) return <LoadingText />;
  if (isError) return <Alert severity="error">{translate('activity.error')}</Alert>;
  if (data.total === 0) return <EmptyText />;
  return (
    <>
      <Table aria-label={translate('outbox.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('outbox.time')}</TableCell>
            <TableCell>{translate('outbox.to')}</TableCell>
            <TableCell>{translate('outbox.subject')}</TableCell>
            <TableCell>{translate('outbox.body')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.data.map((mail) => (
            <TableRow key={mail.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatActivityTime(mail.created_at)}
              </TableCell>
              <TableCell>{mail.to_address}</TableCell>
              <TableCell>{mail.subject}</TableCell>
              <TableCell>
                <Typography
                  component="pre"
                  variant="body2"
                  sx={{
                    m: 0,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontFamily: 'inherit',
                  }}
                >
                  {mail.body}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PagePagination
        count={data.total}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={(n) => {
          setPerPage(n);
          setPage(0);
        }}
      />
    </>
  );
}

/** /dashboard/outbox: mail kept without an SMTP server, newest first (superadmin). */
export function OutboxPage() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('outbox.intro')}
      </Typography>
      <Card sx={{ overflowX: 'auto' }}>
        <OutboxList />
      </Card>
    </>
  );
}
