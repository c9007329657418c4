import { Create } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { draftKey } from './formDraft';
import { LoadingText } from './LoadingText';
import { ResourceForm } from './ResourceForm';
import { useSavedRedirect } from './useSavedRedirect';

export function ResourceCreate({ config }: { config: ResourceConfig }) {
  const storageKey = draftKey(config.slug);
  const onSuccess = useSavedRedirect(config.slug, storageKey, 'ra.notification.created');
  return (
    <Create mutationOptions={{ onSuccess }} authLoading={<LoadingText />}>
      <ResourceForm config={config} storageKey={storageKey} />
    </Create>
  );
}
