import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('layout customizer', () => {
  it('switches to layout2 with a sidebar colour and to right-to-left, and remembers it', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/summary');
    await user.click(await screen.findByRole('button', { name: 'Pengaturan tampilan' }));
    await user.click(await screen.findByLabelText('Tata letak 2'));
    await user.click(screen.getByRole('button', { name: 'Hijau' }));
    await user.click(screen.getByRole('button', { name: 'Kanan ke kiri' }));

    expect(screen.getByRole('button', { name: 'Hijau' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dir).toBe('rtl');
    expect(JSON.parse(localStorage.getItem('layout_settings') ?? '{}')).toEqual({
      layout: 'layout2',
      colour: 'green',
      direction: 'rtl',
    });
  });
});
