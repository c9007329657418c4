import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canDo } from '../../domain/access';
import { RESOURCES } from '../../resources';
import { fieldApplies, fieldLabel } from '../../resources/types';
import { messagesId } from '../../i18n/id';
import { lookup, type MessageTree } from '../../i18n/messages';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
const superadmin = { roles: ['superadmin'] };

const label = (key: string) => lookup(messagesId as MessageTree, key) ?? key;

/** Every registered resource that superadmin may list opens its generic list on the real API. */
describe.each(
  RESOURCES.filter((r) => canDo(r.access, 'list', superadmin)).map((r) => [r.slug, r] as const),
)('list of %s', (slug) => {
  it('renders rows or "Tidak ada data", never an error', async () => {
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/${slug}`);
    await waitFor(() => {
      const rows = screen.queryAllByRole('row');
      const empty = screen.queryByText('Tidak ada data');
      expect(rows.length > 1 || empty !== null).toBe(true);
    });
    expect(failedCalls).toEqual([]);
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});

/** Every resource superadmin may create opens its create form with every input. */
describe.each(
  RESOURCES.filter((r) => canDo(r.access, 'create', superadmin)).map((r) => [r.slug, r] as const),
)('create form of %s', (slug, config) => {
  it('opens with every input', async () => {
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/${slug}/create`);
    await screen.findByRole('button', { name: 'Simpan' });
    // Fields that apply only to some records (visibleWhen) appear once their condition holds.
    // A field the screen fixes to one value (its baseFilter: the competition marker) is sent
    // unseen.
    const fixed = (source: string) => config.baseFilter?.[source]?.length === 1;
    for (const field of config.fields.filter(
      (f) => f.form !== false && fieldApplies(f, {}) && !fixed(f.source),
    )) {
      const text = label(fieldLabel(config, field));
      await waitFor(() =>
        expect(screen.getAllByText(new RegExp(escape(text))).length).toBeGreaterThan(0),
      );
    }
    expect(failedCalls).toEqual([]);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
