import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TINY_DRAFT_KEY } from '../../src/pages/tiny/TinyPage';
import { renderApp, signInAs, startRealApi } from './harness';

/**
 * Spec 2 `/tiny` (issue 26 item 2): the staff's rich-text page. The draft comes back from this
 * browser, "Pratinjau Publik" shows it as the public pages would (the server's sanitiser) with
 * its HTML, and "Kosongkan" forgets it.
 */
const api = startRealApi();
/** The console and the editor load lazily: generous waits on a busy machine, never a bound. */
const WAIT = { timeout: 60_000 };
const LONG = 240_000;

describe('/tiny', () => {
  it(
    'edits a kept draft with the rich-text editor and previews it through the public sanitiser',
    async () => {
      const user = userEvent.setup();
      await signInAs(api(), 'admin');
      localStorage.setItem(
        TINY_DRAFT_KEY,
        '<p>Halo <strong>dunia</strong> <a href="javascript:alert(1)">tautan</a></p>',
      );
      renderApp('/tiny');

      // The editor (ra-input-rich-text) holds the kept draft, with its toolbar.
      const editor = await waitFor(() => {
        const el = document.querySelector('.ProseMirror');
        if (!el?.textContent?.includes('dunia')) throw new Error('editor not ready');
        return el as HTMLElement;
      }, WAIT);
      expect(editor.querySelector('strong')).toHaveTextContent('dunia');
      expect(await screen.findByRole('button', { name: /bold|tebal/i }, WAIT)).toBeInTheDocument();
      // Issue 37 (the sweep's axe findings): the editable box is named by its label, and the
      // paragraph/heading picker is a menu button, not a list item outside any list.
      expect(screen.getByRole('textbox', { name: 'Naskah' })).toBe(editor);
      await user.click(screen.getByRole('button', { name: 'Tingkat saat ini: Paragraf' }));
      expect(screen.getByRole('menuitem', { name: 'Judul 2' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(document.querySelector('li.MuiListItem-root')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Pratinjau Publik' }));
      const result = await screen.findByRole(
        'region',
        { name: 'Tampilan di halaman publik' },
        WAIT,
      );
      const code = within(result).getByLabelText('Kode HTML');
      expect(code).toHaveTextContent('<strong>dunia</strong>');
      expect(code.textContent).not.toContain('javascript:');
      expect(within(result).getByTestId('tiny-hasil')).toHaveTextContent('Halo dunia tautan');
      // The editor's link extension drops a javascript: link itself, so nothing more was cut.
      expect(within(result).getByRole('alert')).toHaveTextContent(
        /Seluruh isi akan tampil seperti ini|Sebagian isi dibuang/,
      );

      await user.click(screen.getByRole('button', { name: 'Kosongkan' }));
      await waitFor(() => expect(localStorage.getItem(TINY_DRAFT_KEY)).toBeNull(), WAIT);
      expect(screen.queryByRole('region', { name: 'Tampilan di halaman publik' })).toBeNull();
    },
    LONG,
  );

  it(
    'is not offered to an account outside the staff',
    async () => {
      await signInAs(api(), 'pemda');
      renderApp('/tiny');
      expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Tidak ada akses');
      expect(document.querySelector('.ProseMirror')).toBeNull();
    },
    LONG,
  );
});
