import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('app bar', () => {
  it('names its spinner while a page loads (a screen reader hears "Memuat")', async () => {
    await signInAs(api(), 'superadmin');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer().use(
      http.get('*/api/crud/profil_pemda', async () => {
        await held;
        return HttpResponse.json({ status: 0, message: 'Tidak tersedia' }, { status: 503 });
      }),
    );
    renderApp('/dashboard/profil-pemda-old');
    const bar = await screen.findByRole('banner');
    const spinner = await within(bar).findByRole('progressbar');
    expect(spinner).toHaveAccessibleName('Memuat');
    release();
  });
});
