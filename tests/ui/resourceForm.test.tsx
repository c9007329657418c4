import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const CREATE = '/dashboard/urusan-pemerintahan/create';

const namaInput = () => screen.findByLabelText(/Nama Urusan/);

/** The helper text under an input (react-admin renders it in the input's FormControl). */
const helperTextOf = (input: HTMLElement) =>
  input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ??
  '';

async function count(): Promise<number> {
  const { body } = await api().call('GET', '/api/crud/iga_urusan_pemerintahan?per_page=1', {
    as: 'superadmin',
  });
  return body.total as number;
}

describe('generic create form (iga_urusan_pemerintahan)', () => {
  it('shows "Wajib diisi" under Nama when nama is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const before = await count();
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    const input = await namaInput();
    await user.type(input, 'x');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(helperTextOf(input)).toBe('Wajib diisi'));
    expect(await count()).toBe(before);
  });

  it('shows the server 422 message under the field it names', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    const input = await namaInput();
    // Longer than the API accepts: passes the client rule (mandatory), fails on the server.
    fireEvent.change(input, { target: { value: 'a'.repeat(200_001) } });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(helperTextOf(input)).toMatch(/^Maksimal 200000 karakter$/));
  });

  it('saves a record, returns to the list and forgets the draft', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    await user.type(await namaInput(), 'Urusan Uji Coba Formulir');
    expect(localStorage.getItem('draft:urusan-pemerintahan:new')).toContain(
      'Urusan Uji Coba Formulir',
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Data ditambahkan');
    const { body } = await api().call(
      'GET',
      '/api/crud/iga_urusan_pemerintahan?search=Uji%20Coba%20Formulir',
      {
        as: 'superadmin',
      },
    );
    expect(body.total).toBe(1);
    expect(localStorage.getItem('draft:urusan-pemerintahan:new')).toBeNull();
  });

  it('restores an unsaved draft when the form opens again', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    const first = renderApp(CREATE);
    await user.type(await namaInput(), 'Isian Belum Disimpan');
    first.unmount();

    renderApp(CREATE);
    // The lazily loaded form appears first, the draft is filled in after it.
    await namaInput();
    await waitFor(() =>
      expect(screen.getByLabelText(/Nama Urusan/)).toHaveValue('Isian Belum Disimpan'),
    );
    expect(
      await screen.findByText('Isian yang belum tersimpan telah dipulihkan.'),
    ).toBeInTheDocument();
  });
});
