import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  useBasename,
  useCreatePath,
  useGetOne,
  useGetRecordRepresentation,
  useTranslate,
} from 'react-admin';
import { Link, useLocation } from 'react-router';
import { FORM_READ } from '../admin/formRead';
import { getResourceBySlug } from '../../resources';
import { resourceLabel, type ResourceConfig } from '../../resources/types';
import { getPage } from '../pages/registry.generated';
import { summaryPage } from '../pages/summary';

interface Crumb {
  label: ReactNode;
  to?: string;
}

/**
 * The record part of the trail, named by the resource's recordLabel from the screen's own read
 * (the show screen's key, or the edit form's FORM_READ key): the crumb never asks by itself, so a
 * record is asked for once per screen, a 404 is not asked again, and a role that may not open the
 * record (the page says "Tidak ada akses") causes no call. Until the read settles it says `#id`.
 */
function RecordCrumb({ slug, id, edit }: { slug: string; id: string; edit: boolean }) {
  const { data } = useGetOne(slug, { id, meta: edit ? FORM_READ : undefined }, { enabled: false });
  const represent = useGetRecordRepresentation(slug);
  return <>{data ? represent(data) : `#${id}`}</>;
}

/** Whether the resource has an edit screen (resourceViews.tsx routes one only then). */
const editable = (config: ResourceConfig) =>
  config.access.update !== undefined && config.access.update !== false;

/** Spec 2: Dashboard (-> /dashboard/summary) › resource › record. */
export function Breadcrumb() {
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  const [slug, id, view] = pathname.slice(basename.length).split('/').filter(Boolean);
  const config = slug ? getResourceBySlug(slug) : undefined;

  const crumbs: Crumb[] = [
    { label: translate('breadcrumb.dashboard'), to: `${basename}/${summaryPage.path}` },
  ];
  const page = slug ? getPage(slug) : undefined;
  if (page) crumbs.push({ label: translate(page.label) });
  if (config) {
    // A resource without an edit screen shows its list at /<slug>/<id>: no record crumb above
    // a list (issue 37: "Detail Wilayah / 5 / Ubah").
    const record = id && (id === 'create' || view !== undefined || editable(config)) ? id : null;
    crumbs.push({
      label: translate(resourceLabel(config), { smart_count: 2 }),
      to: record ? createPath({ resource: config.slug, type: 'list' }) : undefined,
    });
    if (record === 'create') crumbs.push({ label: translate('breadcrumb.create') });
    else if (record) {
      crumbs.push({ label: <RecordCrumb slug={config.slug} id={record} edit={!view} /> });
      if (!view) crumbs.push({ label: translate('breadcrumb.edit') });
    }
  }

  return (
    <Breadcrumbs aria-label={translate('breadcrumb.label')} sx={{ px: 2, pt: 1.5 }}>
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <MuiLink key={i} component={Link} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={i} color="text.primary">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
