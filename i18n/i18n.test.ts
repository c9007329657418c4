import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../domain/roles';
import { MENU_DIVIDERS } from '../domain/menu';
import { RESOURCES } from '../resources';
import { fieldLabel, resourceLabel } from '../resources/types';
import { appEn } from './en/app';
import { messagesEn } from './en';
import { messagesId } from './id';
import { flattenKeys, lookup, type MessageTree } from './messages';

const id = messagesId as MessageTree;
const en = messagesEn as MessageTree;

/**
 * Keys without a text in `catalog`: absent, or blank where `reference` has a real text
 * (react-admin's `ra.boolean.null` is a deliberate blank).
 */
const missingIn = (catalog: MessageTree, keys: readonly string[], reference?: MessageTree) =>
  keys.filter((key) => {
    const text = lookup(catalog, key);
    if (text === undefined) return true;
    return !text.trim() && (reference === undefined || !!lookup(reference, key)?.trim());
  });

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralForms = (text: string) => text.split('||||').length;

describe('Indonesian catalog', () => {
  const raKeys = flattenKeys(englishMessages as MessageTree);

  it("translates every key of react-admin's English catalog", () => {
    expect(raKeys.length).toBeGreaterThan(150);
    expect(missingIn(id, raKeys, englishMessages as MessageTree)).toEqual([]);
  });

  it('keeps the placeholders and plural forms of each react-admin message', () => {
    const broken = raKeys.filter((key) => {
      const source = lookup(englishMessages as MessageTree, key) ?? '';
      const text = lookup(id, key) ?? '';
      return (
        JSON.stringify(placeholders(source)) !== JSON.stringify(placeholders(text)) ||
        pluralForms(source) !== pluralForms(text)
      );
    });
    expect(broken).toEqual([]);
  });

  it('has an Indonesian text for every app key of the English catalog', () => {
    expect(missingIn(id, flattenKeys(appEn))).toEqual([]);
  });

  it('has an Indonesian text for every label a registered resource uses', () => {
    const keys = RESOURCES.flatMap((resource) => [
      resourceLabel(resource),
      ...resource.fields.map((field) => fieldLabel(resource, field)),
      ...resource.fields.flatMap((field) =>
        [...(field.choices ?? []), ...(field.shownChoices ?? [])].map((choice) => choice.name),
      ),
      ...(resource.children ?? []).map((child) => child.label),
      ...(resource.menu ? [`menu.${resource.menu}`] : []),
    ]);
    expect(keys.length).toBeGreaterThan(RESOURCES.length);
    expect(missingIn(id, keys)).toEqual([]);
  });

  it('names every menu divider and account area', () => {
    const keys = [...MENU_DIVIDERS.map((d) => `menu.${d.group}`), ...AREAS.map((a) => a.name)];
    expect(missingIn(id, keys)).toEqual([]);
  });
});

describe('English catalog', () => {
  it('has every key of the Indonesian catalog', () => {
    // ra-input-rich-text falls back to its built-in English labels, so ra.tiptap has no en copy.
    const keys = flattenKeys(id).filter((key) => !key.startsWith('ra.tiptap.'));
    expect(missingIn(en, keys, id)).toEqual([]);
  });
});
