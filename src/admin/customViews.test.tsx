import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import type { ResourceConfig } from '../../resources/types';
import { customView } from './customViews';

const base = RESOURCES[0]!;
const withViews = (views: ResourceConfig['views']): ResourceConfig => ({ ...base, views });

describe('the override slot', () => {
  it('keeps the generic view when the config names none', () => {
    expect(customView(withViews(undefined), 'form', {})).toBeNull();
    expect(customView(withViews({ list: 'X' }), 'form', {})).toBeNull();
  });

  it('renders the named module, loaded when first shown', async () => {
    const modules = {
      '../views/ContohForm.tsx': async () => ({
        default: ({ config }: { config: ResourceConfig }) => <p>Formulir khusus {config.name}</p>,
      }),
    };
    const Form = customView<{ config: ResourceConfig }>(
      withViews({ form: 'ContohForm' }),
      'form',
      modules,
    )!;
    render(
      <Suspense fallback="memuat">
        <Form config={base} />
      </Suspense>,
    );
    expect(await screen.findByText(`Formulir khusus ${base.name}`)).toBeInTheDocument();
  });

  it('refuses a name without a module', () => {
    expect(() => customView(withViews({ show: 'TidakAda' }), 'show', {})).toThrow(
      /src\/views\/TidakAda\.tsx/,
    );
  });
});
