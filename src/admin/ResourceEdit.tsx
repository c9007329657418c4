import { Suspense } from 'react';
import {
  Edit,
  ShowButton,
  TopToolbar,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';
import { customView } from './customViews';
import { useParams } from 'react-router';
import type { ResourceConfig } from '../../resources/types';
import { draftKey } from './formDraft';
import { FORM_READ } from './formRead';
import { LoadingText } from './LoadingText';
import { RecordLinks } from './RecordLinks';
import { EditError, QUIET_READ } from './RecordError';
import { ResourceForm, type ResourceFormProps } from './ResourceForm';
import type { ComponentType } from 'react';
import { useSavedRedirect } from './useSavedRedirect';

interface ResourceEditProps {
  config: ResourceConfig;
  /** The inputs: the generic form, or the config's custom `views.form`. */
  form?: ComponentType<ResourceFormProps>;
  /** false: no title of its own (a page that names itself, e.g. a content screen). */
  title?: false;
}

export function ResourceEdit({ config, form: Form = ResourceForm, title }: ResourceEditProps) {
  const { id } = useParams<{ id: string }>();
  const resource = useResourceContext() ?? config.slug;
  const storageKey = draftKey(resource, id);
  // Back to the screen the form belongs to (a content screen edits the `contents` resource).
  const onSuccess = useSavedRedirect(config.slug, storageKey, 'ra.notification.updated');
  const { hasShow } = useResourceDefinition();
  return (
    <Edit
      title={title}
      // The record's own screens (customView recordLinks) beside react-admin's "Lihat".
      actions={
        customView(config, 'recordLinks') ? (
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            <RecordLinks config={config} />
            {hasShow && <ShowButton />}
          </TopToolbar>
        ) : undefined
      }
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, meta: FORM_READ }}
      loading={<LoadingText />}
      authLoading={<LoadingText />}
      queryOptions={{ ...QUIET_READ, meta: FORM_READ }}
      error={<EditError config={config} />}
    >
      <Suspense fallback={<LoadingText />}>
        <Form config={config} storageKey={storageKey} forRecord />
      </Suspense>
    </Edit>
  );
}
