import { cloneElement } from 'react';
import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { Navigate, useParams } from 'react-router';
import { fieldLabel, type ResourceConfig } from '../../resources/types';
import { SHOW_FIELDS } from './fields/showFields';
import { LoadingText } from './LoadingText';
import { RecordLinks } from './RecordLinks';
import { QUIET_READ, ShowError } from './RecordError';

/**
 * The generic detail view: every field, labelled (SimpleShowLayout reads `label` from each); a
 * resource with its own read-only screen (`detailPage`) goes there instead.
 */
export function ResourceShow({ config }: { config: ResourceConfig }) {
  const { id } = useParams();
  if (config.detailPage && id)
    return <Navigate replace to={`/dashboard/${config.detailPage}/${encodeURIComponent(id)}`} />;
  return (
    <Show
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <RecordLinks config={config} />
          <EditButton />
        </TopToolbar>
      }
      loading={<LoadingText />}
      authLoading={<LoadingText />}
      queryOptions={QUIET_READ}
      error={<ShowError config={config} />}
    >
      <SimpleShowLayout>
        {config.fields.map((field) =>
          cloneElement(SHOW_FIELDS[field.kind](field), {
            key: field.source,
            label: fieldLabel(config, field),
          }),
        )}
      </SimpleShowLayout>
    </Show>
  );
}
