import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('sidebar menu', () => {
  it('does not show Master Data to a pemda account', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/summary');
    expect(await screen.findByText('Konfigurasi', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Database Inovasi Daerah')).toBeInTheDocument();
    expect(screen.queryByText('Master Data')).not.toBeInTheDocument();
    expect(screen.queryByText('Urusan Pemerintahan')).not.toBeInTheDocument();
  });

  it('shows Master Data and its screens to superadmin', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/summary');
    expect(await screen.findByText('Master Data', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('menuitem', { name: /Urusan Pemerintahan/ }),
    ).toBeInTheDocument();
  });
});
