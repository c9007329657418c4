import { Alert, Box, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { BackButton } from '../admin/BackButton';
import { ResourceForm, type ResourceFormProps } from '../admin/ResourceForm';
import { LockNote } from './winners/LockNote';
import { winnerLock, type WinnerRecord } from './winners/winnerLock';

/**
 * A winner's edit screen (issue 35): a row the award publication wrote, or any row of a published
 * (frozen) year, opens without inputs, saying why and where it changes; the others get the
 * generic form (rows entered by hand keep the 2017-2023 rule).
 */
export default function WinnerForm(props: ResourceFormProps) {
  const record = useRecordContext<WinnerRecord>();
  if (!props.forRecord || !winnerLock(record)) return <ResourceForm {...props} />;
  return (
    <Stack sx={{ gap: 2, p: 2 }}>
      <Alert severity="info" icon={false}>
        <LockNote />
      </Alert>
      <Box>
        <BackButton />
      </Box>
    </Stack>
  );
}
