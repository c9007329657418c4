import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { iga2020_inovasi } from '../../server/platform/db/schema';
import { newInovasi } from '../helpers/inovasiBody';
import { ownProfilId } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

async function innovation(values: Record<string, unknown>) {
  const me = await api().call('GET', '/api/me', { as: 'pemda' });
  const [row] = await api()
    .db.insert(iga2020_inovasi)
    .values({
      ...(newInovasi(values) as typeof iga2020_inovasi.$inferInsert),
      profil_id: await ownProfilId(api(), 'pemda'),
      created_by: me.body.data.id,
    })
    .returning({ id: iga2020_inovasi.id });
  return row!.id;
}

/** The options the open Asta Cita picker lists. */
async function openPicker() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: /Klasifikasi/ }));
  const input = await screen.findByRole('combobox', { name: /Asta Cita/ });
  await user.click(input);
  const list = await screen.findByRole('listbox');
  return { input, options: within(list).getAllByRole('option') };
}

describe('the Asta Cita picker (issue 27 B4)', () => {
  it('offers only the themes 9-16 on a new innovation', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/inovasi-daerah/create');
    const { options } = await openPicker();
    expect(options).toHaveLength(8);
    expect(options.every((o) => /^Asta Cita \d/.test(o.textContent ?? ''))).toBe(true);
    expect(screen.queryByRole('option', { name: /COVID-19/ })).toBeNull();
  });

  it('keeps showing an old record`s theme, read-only, with the hint to choose a new one', async () => {
    const id = await innovation({ nama: 'Tema Lama', is_covid: 3 });
    await signInAs(api(), 'pemda');
    renderApp(`/inovasi/${id}`);
    const { input, options } = await openPicker();
    expect(input).toHaveValue('Peningkatan Pendapatan Asli Daerah');
    expect(
      screen.getByText('Tema lama, tidak berlaku lagi: pilih salah satu tema yang tersedia'),
    ).toBeInTheDocument();
    // The list offers the eight Asta Cita themes; the old one is never offered as a new choice.
    const offered = options.filter((o) => o.getAttribute('aria-disabled') !== 'true');
    expect(offered).toHaveLength(8);
    expect(offered.every((o) => /^Asta Cita \d/.test(o.textContent ?? ''))).toBe(true);
  });
});
