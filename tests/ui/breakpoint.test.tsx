import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS } from '../../src/theme';
import { renderApp, signInAs, startRealApi } from './harness';
import { viewportWidth } from './viewport';

const api = startRealApi();
const WAIT = { timeout: 20_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Spec 9: "mobile breakpoint 768 px" (issue 27 item 6). */
describe('the phone layout starts below 768 px', () => {
  it('is the theme’s breakpoint', () => {
    expect(BREAKPOINTS.sm).toBe(768);
  });

  it('a generic list at 767 px is one line per record; at 768 px a table', async () => {
    await signInAs(api(), 'superadmin');
    viewportWidth(767);
    const phone = renderApp('/dashboard/daerah');
    await waitFor(
      () => expect(phone.container.querySelector('[class*=RaSimpleList-root] li')).not.toBeNull(),
      WAIT,
    );
    expect(phone.container.querySelector('table')).toBeNull();
    phone.unmount();

    viewportWidth(768);
    const tablet = renderApp('/dashboard/daerah');
    await waitFor(() => expect(tablet.container.querySelector('table')).not.toBeNull(), WAIT);
  });

  it('a hand-written list at 767 px shows cards; at 768 px a table', async () => {
    await signInAs(api(), 'superadmin');
    viewportWidth(767);
    const phone = renderApp('/dashboard/ranking-index');
    expect(await screen.findByRole('list', { name: 'Ranking Indeks' }, WAIT)).toBeInTheDocument();
    expect(phone.container.querySelector('table')).toBeNull();
    phone.unmount();

    viewportWidth(768);
    renderApp('/dashboard/ranking-index');
    expect(await screen.findByRole('table', { name: 'Ranking Indeks' }, WAIT)).toBeInTheDocument();
  });

  it('a form at 767 px keeps its save bar at the foot of the screen; at 768 px under the inputs', async () => {
    await signInAs(api(), 'superadmin');
    viewportWidth(767);
    const phone = renderApp('/dashboard/master-faq/create');
    await waitFor(
      () => expect(phone.container.querySelector('.RaToolbar-mobileToolbar')).not.toBeNull(),
      WAIT,
    );
    phone.unmount();

    viewportWidth(768);
    const tablet = renderApp('/dashboard/master-faq/create');
    await waitFor(
      () => expect(tablet.container.querySelector('[class*=RaToolbar-root]')).not.toBeNull(),
      WAIT,
    );
    expect(tablet.container.querySelector('.RaToolbar-mobileToolbar')).toBeNull();
  });
});
