import { Suspense } from 'react';
import { Create } from 'react-admin';
import type { ResourceConfig } from '../../resources/types';
import { draftKey } from './formDraft';
import { LoadingText } from './LoadingText';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import type { ComponentType } from 'react';
import { useSavedRedirect } from './useSavedRedirect';

interface ResourceCreateProps {
  config: ResourceConfig;
  /** The inputs: the generic form, or the config's custom `views.form`. */
  form?: ComponentType<ResourceFormProps>;
  /** false: no title of its own (a page that names itself, e.g. a content screen). */
  title?: false;
}

export function ResourceCreate({ config, form: Form = ResourceForm, title }: ResourceCreateProps) {
  const storageKey = draftKey(config.slug);
  const onSuccess = useSavedRedirect(config.slug, storageKey, 'ra.notification.created');
  return (
    <Create title={title} mutationOptions={{ onSuccess }} authLoading={<LoadingText />}>
      <Suspense fallback={<LoadingText />}>
        <Form config={config} storageKey={storageKey} />
      </Suspense>
    </Create>
  );
}
