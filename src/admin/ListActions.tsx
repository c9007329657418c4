import { Suspense } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box } from '@mui/material';
import {
  Button,
  CreateButton,
  TopToolbar,
  useCreatePath,
  useListContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { getResource } from '../../resources';
import { resourceLabel, type ResourceConfig } from '../../resources/types';
import { customView } from './customViews';
import { FilterDialogButton } from './listFilters';

/** The parent record a child list is filtered on (`klaster_detail?filter={"iga_klaster_id":3}`). */
export function useParentFilter(config: ResourceConfig) {
  const { filterValues } = useListContext();
  const parent = config.parent ? getResource(config.parent.resource) : undefined;
  const value: unknown = config.parent ? filterValues?.[config.parent.field] : undefined;
  return parent && config.parent && value !== undefined && value !== ''
    ? { parent, field: config.parent.field, value }
    : undefined;
}

/** Toolbar of a generic list: back link to the parent (child lists), filters, create button. */
export function ListActions({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const parentFilter = useParentFilter(config);
  const { hasCreate } = useResourceDefinition();
  const Tools = customView(config, 'toolbar');
  const prefill = parentFilter
    ? { record: { [parentFilter.field]: parentFilter.value } }
    : undefined;
  return (
    <TopToolbar sx={{ flexGrow: 1, justifyContent: 'space-between' }}>
      {parentFilter ? (
        <Button
          component={Link}
          to={createPath({ resource: parentFilter.parent.slug, type: 'list' })}
          label={translate('child.back', {
            name: translate(resourceLabel(parentFilter.parent), { smart_count: 2 }),
          })}
        >
          <ArrowBackIcon />
        </Button>
      ) : (
        <span />
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {Tools ? (
          <Suspense fallback={null}>
            {/* The registry makes each lazy component once, so Tools is stable across renders. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <Tools config={config} />
          </Suspense>
        ) : null}
        <FilterDialogButton config={config} />
        {hasCreate ? <CreateButton state={prefill} /> : null}
      </Box>
    </TopToolbar>
  );
}
