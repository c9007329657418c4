import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CRUD_ACTIONS } from '../domain/access';
import { resourcesId } from '../i18n/id/resources';
import { TABLES } from '../server/crud/tables';
import { getResource, getResourceBySlug, RESOURCES } from './index';
import { fieldLabel, resourceLabel, type ResourceConfig } from './types';

/** The string at a dotted path of a catalog, or undefined. */
function resolveKey(catalog: object, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function labelKeys(resource: ResourceConfig): string[] {
  return [
    resourceLabel(resource),
    ...resource.fields.flatMap((f) => [
      fieldLabel(resource, f),
      ...(f.choices ?? []).map((c) => c.name),
    ]),
    ...(resource.children ?? []).map((c) => c.label),
  ];
}

const columnsOf = (name: string) => {
  const table = TABLES[name];
  if (!table) throw new Error(`No table for ${name}`);
  return getTableColumns(table);
};

describe('resource registry', () => {
  it('has unique names and slugs', () => {
    const names = RESOURCES.map((r) => r.name);
    const slugs = RESOURCES.map((r) => r.slug);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const r of RESOURCES) {
      expect(getResource(r.name)).toBe(r);
      expect(getResourceBySlug(r.slug)).toBe(r);
    }
  });

  it('registers a resource for every table of the CRUD engine', () => {
    const unregistered = Object.keys(TABLES).filter((name) => !getResource(name));
    expect(unregistered).toEqual([]);
  });
});

describe.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  const sources = resource.fields.map((f) => f.source);

  it('has a table, and every field is one of its columns', () => {
    const columns = columnsOf(resource.name);
    for (const source of sources) {
      expect(columns[source]?.name, `${resource.name}.${source}`).toBe(source);
    }
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('names a record label and default sort that exist', () => {
    const columns = columnsOf(resource.name);
    for (const field of [resource.recordLabel, resource.defaultSort.field]) {
      expect(sources.includes(field) || field in columns, field).toBe(true);
    }
  });

  it('points only at registered resources', () => {
    for (const f of resource.fields.filter((x) => x.kind === 'reference')) {
      expect(f.reference && getResource(f.reference), `${f.source} -> ${f.reference}`).toBeTruthy();
    }
    for (const child of resource.children ?? []) {
      const target = getResource(child.resource);
      expect(target, child.resource).toBeTruthy();
      expect(target?.parent?.resource).toBe(resource.name);
    }
    if (resource.parent) {
      const parent = getResource(resource.parent.resource);
      expect(parent, resource.parent.resource).toBeTruthy();
      const link = resource.fields.find((f) => f.source === resource.parent?.field);
      expect(link?.reference).toBe(resource.parent.resource);
      // A child screen is opened from its parent's rows, never from the menu.
      expect(resource.menu).toBeUndefined();
      expect(parent?.children?.some((c) => c.resource === resource.name)).toBe(true);
    }
  });

  it('uses choices with select fields and references with reference fields only', () => {
    for (const f of resource.fields) {
      expect(f.kind === 'select', `${f.source} choices`).toBe((f.choices?.length ?? 0) > 0);
      // A `text` field may name the resource of the comma-joined ids it holds.
      if (f.kind === 'reference') expect(f.reference, `${f.source} reference`).toBeDefined();
      else if (f.reference !== undefined) expect(f.kind, `${f.source} reference`).toBe('text');
    }
  });

  it('has an Indonesian label for every key (English falls back to it)', () => {
    for (const key of labelKeys(resource)) {
      expect(resolveKey(resourcesId, key), key).toMatch(/\S/);
    }
  });

  it('groups only its own writable fields into form sections, each field once', () => {
    const named = (resource.formLayout?.sections ?? []).flatMap((s) => s.fields);
    expect(new Set(named).size).toBe(named.length);
    for (const source of named) {
      const field = resource.fields.find((f) => f.source === source);
      expect(field?.form, source).not.toBe(false);
    }
    for (const s of resource.formLayout?.sections ?? []) {
      expect(resolveKey(resourcesId, s.title), s.title).toMatch(/\S/);
    }
  });

  it('shows list columns on the phone row', () => {
    const card = resource.listCard;
    for (const source of [card?.primary, card?.badge, ...(card?.secondary ?? [])]) {
      if (source) expect(sources, source).toContain(source);
    }
  });

  it('declares all six actions', () => {
    for (const action of CRUD_ACTIONS) {
      expect(resource.access[action], action).toBeDefined();
    }
  });

  it('matches only fields it declares', () => {
    for (const f of resource.fields) {
      if (f.rule?.type === 'match') expect(sources, f.source).toContain(f.rule.field);
    }
  });
});
