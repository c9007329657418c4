import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import { VIEWS } from '../views/registry';
import { customView } from './customViews';

const base = RESOURCES[0]!;

describe('the override slot', () => {
  it('keeps the generic view when the registry names none', () => {
    expect(customView(base, 'form', {})).toBeNull();
    expect(customView(base, 'form', { [base.name]: { list: () => null } })).toBeNull();
  });

  it('renders the registered component, loaded when first shown', async () => {
    const views = {
      [base.name]: {
        form: lazy(async () => ({
          default: ({ config }: { config: ResourceConfig }) => <p>Formulir khusus {config.name}</p>,
        })),
      },
    };
    const Form = customView(base, 'form', views)!;
    render(
      <Suspense fallback="memuat">
        <Form config={base} storageKey="contoh" />
      </Suspense>,
    );
    expect(await screen.findByText(`Formulir khusus ${base.name}`)).toBeInTheDocument();
  });

  it('registers views only for resources of the registry, each lazily imported', () => {
    const names = new Set(RESOURCES.map((r) => r.name));
    for (const [name, views] of Object.entries(VIEWS)) {
      expect(names.has(name), name).toBe(true);
      for (const view of Object.values(views ?? {}))
        expect((view as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });

  it('gives the same component on every call', () => {
    const custom = RESOURCES.find((r) => VIEWS[r.name as keyof typeof VIEWS]?.list)!;
    expect(customView(custom, 'list')).toBe(customView(custom, 'list'));
  });
});
