import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ActivityAccount } from '../../providers/accountApi';
import type { PortalDataProvider } from '../../providers/dataProvider';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const accountLabel = (a: ActivityAccount) =>
  a.nama_lengkap ? `${a.username} — ${a.nama_lengkap}` : a.username;

/** The user filter: accounts searched on the server as the user types. */
export function AccountPicker(props: {
  value: ActivityAccount | null;
  onChange: (account: ActivityAccount | null) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [input, setInput] = useState('');
  const search = useDebounced(input, 300);
  const { data = [], isFetching } = useQuery({
    queryKey: ['activity-accounts', search],
    queryFn: () => dataProvider.activityAccounts(search),
    retry: false,
  });
  return (
    <Autocomplete
      options={data}
      value={props.value}
      onChange={(_, account) => props.onChange(account)}
      onInputChange={(_, text, reason) => {
        // Picking an option writes its label into the box; that is not a search.
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      getOptionLabel={accountLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      loading={isFetching}
      loadingText={translate('app.loading')}
      noOptionsText={translate('app.empty')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={{ minWidth: 300 }}
      renderInput={(params) => (
        <TextField {...params} label={translate('activity.account')} size="small" />
      )}
    />
  );
}
