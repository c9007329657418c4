import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('sidebar menu', () => {
  it('does not show Master Data to a pemda account', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/summary');
    expect(await screen.findByText('Konfigurasi')).toBeInTheDocument();
    expect(screen.getByText('Database Inovasi Daerah')).toBeInTheDocument();
    expect(screen.queryByText('Master Data')).not.toBeInTheDocument();
    expect(screen.queryByText('Urusan Pemerintahan')).not.toBeInTheDocument();
  });

  it('shows Master Data and its screens to superadmin', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/summary');
    expect(await screen.findByText('Master Data')).toBeInTheDocument();
    // Master Data's own screen: the dashboards' "Rekap Urusan Pemerintahan" is a link of its own.
    expect(
      await screen.findByRole('menuitem', { name: /^Urusan Pemerintahan$/ }),
    ).toBeInTheDocument();
  });

  it('gives a role without dividers (pusat) the dividers of the screens it may open, and a home', async () => {
    await signInAs(api(), 'pusat');
    renderApp('/dashboard/summary');
    const sidebar = await screen.findByRole('menu');
    const link = await within(sidebar).findByRole('menuitem', { name: /Inovasi Daerah/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/inovasi-daerah$/));
    expect(within(sidebar).getByRole('menuitem', { name: /Tanya Jawab/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Urusan Pemerintahan/ })).toBeNull();
    expect(screen.queryByText(/tidak tersedia/)).toBeNull();
  });

  it('gives the qc role, which has no divider, its quality-control dashboard', async () => {
    await signInAs(api(), 'qc');
    renderApp('/dashboard/summary');
    const link = await screen.findByRole('menuitem', { name: /Dashboard Quality Control/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/qc$/));
  });
});
