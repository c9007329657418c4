import { afterEach, describe, expect, it } from 'vitest';
import { answersDraftKey, readAnswersDraft, writeAnswersDraft } from './answerDraft';

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
