import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('ranking-index (issue 10)', () => {
  it('pages in Indonesian and searches as the user pauses typing', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/ranking-index');
    // Every region is ranked (546 in the reference seed); MUI's own pager would say "of".
    expect(await screen.findByText('1-20 dari 546')).toBeInTheDocument();
    expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ke halaman berikutnya' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Cari daerah'), 'Kota Bandung');
    const link = await screen.findByRole('link', { name: /Kota Bandung$/ });
    const rows = within(link.closest('tbody')!).getAllByRole('row');
    expect(rows).toHaveLength(1);
    expect(screen.getByText('1-1 dari 1')).toBeInTheDocument();
  });
});
