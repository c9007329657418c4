import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { clearDraft } from './formDraft';

/**
 * After a successful save: drop the local draft, confirm, go back to the list. Saves are
 * pessimistic so this runs only once the server has accepted the record.
 *
 * When a save ends the session (401/403), react-admin logs out and resolves the call with an
 * empty `{}` instead of failing; that is no save, so the draft stays for after the new login.
 */
export function useSavedRedirect(slug: string, storageKey: string, message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (saved: Partial<RaRecord> | undefined) => {
    if (saved?.id === undefined || saved.id === null) return;
    clearDraft(storageKey);
    notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('list', slug);
  };
}
