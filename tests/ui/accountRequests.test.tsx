import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { m_daerah, outbox, usr_asn } from '../../server/platform/db/schema';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const WAIT = { timeout: 20_000 };
let city = { id: 0, nama: '' };

beforeAll(async () => {
  const [row] = await api().db.select().from(m_daerah).where(eq(m_daerah.kode, '32.73'));
  city = { id: row!.id, nama: row!.nama };
});

describe('the account request form (spec 7 POST /register)', () => {
  it('opens from the sign-in page, shows the server’s field errors, and sends the request', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(
      await screen.findByRole('link', { name: 'Belum punya akun? Minta akun operator daerah' }),
    );
    expect(await screen.findByRole('heading', { name: 'Permintaan Akun' })).toBeInTheDocument();
    const region = screen.getByLabelText('Pemerintah Daerah');
    await waitFor(
      () => expect(within(region).getByRole('option', { name: city.nama })).toBeInTheDocument(),
      WAIT,
    );
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Lengkap')).toHaveAccessibleDescription('Wajib diisi');
    expect(region).toHaveAccessibleDescription('Wajib diisi');

    await user.type(screen.getByLabelText('Nama Lengkap'), 'Sari Wulandari');
    await user.type(screen.getByLabelText('Alamat Surel Dinas'), 'sari.wulandari');
    await user.type(screen.getByLabelText('Nomor Telepon'), '0812 7777 1234');
    await user.selectOptions(region, String(city.id));
    await user.type(screen.getByLabelText('Jabatan'), 'Kepala Subbidang Inovasi');
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    await waitFor(
      () =>
        expect(screen.getByLabelText('Alamat Surel Dinas')).toHaveAccessibleDescription(
          'Format email tidak valid',
        ),
      WAIT,
    );
    expect(screen.getByLabelText('Nama Lengkap')).not.toHaveAccessibleDescription();

    await user.type(screen.getByLabelText('Alamat Surel Dinas'), '@bandungkota.go.id');
    await user.click(screen.getByRole('button', { name: 'Kirim Permintaan' }));
    expect(
      await screen.findByText(/^Permintaan akun Anda telah diterima\./, {}, WAIT),
    ).toBeInTheDocument();
  });
});

describe('the permintaan-akun screen', () => {
  beforeAll(async () => {
    for (const [nama, email] of [
      ['Budi Setiawan', 'budi.setiawan@bandungkota.go.id'],
      ['Citra Ayu', 'citra.ayu@bandungkota.go.id'],
    ])
      await api().call('POST', '/api/register', {
        body: {
          nama_lengkap: nama,
          email,
          telepon: '022-4201234',
          m_daerah_id: city.id,
          jabatan: 'Staf',
        },
      });
  });

  it('admin approves one request (the account is made and mailed) and rejects another with a reason', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'admin');
    renderApp('/dashboard/permintaan-akun');
    const table = await screen.findByRole('table', { name: 'Permintaan Akun' }, WAIT);
    const rowOf = async (name: string) =>
      (await within(table).findByText(name, {}, WAIT)).closest('tr')!;

    const budi = await rowOf('Budi Setiawan');
    expect(within(budi).getByText('Pemerintah Daerah')).toBeInTheDocument();
    await user.click(within(budi).getByRole('button', { name: 'Setujui' }));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Akun Pemerintah Daerah untuk ${city.nama} akan dibuat, dan tautan pembuatan kata sandi dikirim ke budi.setiawan@bandungkota.go.id.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(
      await screen.findByText(
        'Akun budi.setiawan dibuat; tautan untuk membuat kata sandi telah dikirim.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(within(table).queryByText('Budi Setiawan')).toBeNull(), WAIT);
    const [account] = await api()
      .db.select()
      .from(usr_asn)
      .where(eq(usr_asn.username, 'budi.setiawan'));
    expect(account).toMatchObject({ role: 'pemda', m_daerah_id: city.id });

    const citra = await rowOf('Citra Ayu');
    await user.click(within(citra).getByRole('button', { name: 'Tolak' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Gunakan alamat surel dinas resmi.');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const mails = await api()
      .db.select()
      .from(outbox)
      .where(eq(outbox.to_address, 'citra.ayu@bandungkota.go.id'));
    expect(mails.at(-1)!.body).toContain('Gunakan alamat surel dinas resmi.');

    await user.click(screen.getByRole('tab', { name: 'Semua' }));
    expect(await within(table).findByText('Akun: budi.setiawan', {}, WAIT)).toBeInTheDocument();
    expect(
      await within(table).findByText('Alasan: Gunakan alamat surel dinas resmi.', {}, WAIT),
    ).toBeInTheDocument();
    expect(failedCalls).toEqual([]);
  });
});
