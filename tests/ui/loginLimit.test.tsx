import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, startRealApi } from './harness';

startRealApi({ loginLimit: { max: 2, windowMs: 60_000 } });

describe('login rate limit', () => {
  it('shows the API message of a 429 answer', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Nama Pengguna'), 'superadmin');
    const password = screen.getByLabelText('Kata Sandi');
    for (let attempt = 0; attempt < 3; attempt++) {
      await user.clear(password);
      await user.type(password, `salah-${attempt}`);
      await user.click(screen.getByRole('button', { name: 'Masuk' }));
      await screen.findByRole('alert');
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.',
    );
  });
});
