import { Button, useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { getResource } from '../../resources';
import type { ResourceConfig } from '../../resources/types';

/** `?filter={"iga_klaster_id":3}`: how a child list is opened on one parent record. */
export const childListSearch = (field: string, id: unknown) =>
  `?filter=${encodeURIComponent(JSON.stringify({ [field]: id }))}`;

function ChildLink({ child, label }: { child: ResourceConfig; label: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ action: 'list', resource: child.slug });
  if (!record || !canAccess || !child.parent) return null;
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: child.slug, type: 'list' })}${childListSearch(child.parent.field, record.id)}`}
      label={translate(label)}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

/** Row buttons opening the child screens of a resource (klaster -> Detail, indikator -> Skala). */
export function ChildLinks({ config }: { config: ResourceConfig }) {
  return (
    <>
      {(config.children ?? []).map(({ resource, label }) => {
        const child = getResource(resource);
        return child ? <ChildLink key={resource} child={child} label={label} /> : null;
      })}
    </>
  );
}
