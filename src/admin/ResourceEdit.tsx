import { Suspense } from 'react';
import { Edit, useResourceContext } from 'react-admin';
import { useParams } from 'react-router';
import type { ResourceConfig } from '../../resources/types';
import { draftKey } from './formDraft';
import { LoadingText } from './LoadingText';
import { EditError, QUIET_READ } from './RecordError';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import type { ComponentType } from 'react';
import { useSavedRedirect } from './useSavedRedirect';

interface ResourceEditProps {
  config: ResourceConfig;
  /** The inputs: the generic form, or the config's custom `views.form`. */
  form?: ComponentType<ResourceFormProps>;
}

export function ResourceEdit({ config, form: Form = ResourceForm }: ResourceEditProps) {
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
      queryOptions={QUIET_READ}
      error={<EditError config={config} />}
    >
      <Suspense fallback={<LoadingText />}>
        <Form config={config} storageKey={storageKey} forRecord />
      </Suspense>
    </Edit>
  );
}
