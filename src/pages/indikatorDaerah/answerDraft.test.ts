import { afterEach, describe, expect, it } from 'vitest';
import { answersDraftKey, readAnswersDraft, toApiNumber, writeAnswersDraft } from './answerDraft';

describe('toApiNumber', () => {
  it('reads dot and Indonesian comma decimals', () => {
    expect(toApiNumber('12.5')).toBe(12.5);
    expect(toApiNumber('12,5')).toBe(12.5);
    expect(toApiNumber('1.250,75')).toBe(1250.75);
    expect(toApiNumber('-3')).toBe(-3);
  });

  it('gives null for nothing and keeps text that is no number', () => {
    expect(toApiNumber('')).toBeNull();
    expect(toApiNumber('  ')).toBeNull();
    expect(toApiNumber(undefined)).toBeNull();
    expect(toApiNumber('dua belas')).toBe('dua belas');
  });
});

describe('answers draft', () => {
  const key = answersDraftKey(12, 2023);
  afterEach(() => localStorage.clear());

  it('is kept per profile and period and read back as written', () => {
    expect(key).toBe('draft:indikator_daerah:12:2023');
    writeAnswersDraft(key, { '7': { nilai: '12,' } });
    expect(readAnswersDraft(key)).toEqual({ '7': { nilai: '12,' } });
  });

  it('is removed when empty and ignored when unreadable', () => {
    writeAnswersDraft(key, {});
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{broken');
    expect(readAnswersDraft(key)).toEqual({});
  });
});
