import { Edit, useResourceContext } from 'react-admin';
import { useParams } from 'react-router';
import type { ResourceConfig } from '../../resources/types';
import { draftKey } from './formDraft';
import { LoadingText } from './LoadingText';
import { ResourceForm } from './ResourceForm';
import { useSavedRedirect } from './useSavedRedirect';

export function ResourceEdit({ config }: { config: ResourceConfig }) {
  const { id } = useParams<{ id: string }>();
  const resource = useResourceContext() ?? config.slug;
  const storageKey = draftKey(resource, id);
  const onSuccess = useSavedRedirect(resource, storageKey, 'ra.notification.updated');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      loading={<LoadingText />}
      authLoading={<LoadingText />}
    >
      <ResourceForm config={config} storageKey={storageKey} forRecord />
    </Edit>
  );
}
