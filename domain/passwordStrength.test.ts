import { describe, expect, it } from 'vitest';
import { passwordStrengthId } from '../i18n/id/passwordStrength';
import { lookup, type MessageTree } from '../i18n/messages';
import { estimatePassword } from './passwordEstimator';
import { accountWords, passwordProblem, passwordProblemText } from './passwordStrength';

const budi = { username: 'budi.santoso', nama_lengkap: 'Budi Santoso', email: 'bs@x.go.id' };
const text = (key: string) => lookup(passwordStrengthId as unknown as MessageTree, key) ?? key;

describe('passwordProblem (issue 21, item 7)', () => {
  it('refuses the passwords the probe got through, as too common', () => {
    for (const weak of ['12345678', 'password']) {
      expect(passwordProblem(estimatePassword, weak, {})).toEqual({
        reason: { key: 'password_strength.common' },
        hint: { key: 'password_strength.hint.anotherWord' },
      });
    }
  });

  it("refuses a password built from the account's own names", () => {
    expect(passwordProblem(estimatePassword, 'BudiSantoso2026', budi)?.reason).toEqual({
      key: 'password_strength.personal',
    });
    // The same password for somebody else is not built from their names.
    expect(passwordProblem(estimatePassword, 'BudiSantoso2026', {})?.reason.key).not.toBe(
      'password_strength.personal',
    );
  });

  it('says what is wrong with keyboard rows, repeats and sequences', () => {
    const reason = (p: string) => passwordProblem(estimatePassword, p, {})?.reason.key;
    expect(reason('aaaaaaaaaa')).toBe('password_strength.repeat');
    expect(reason('abcdefgh123')).toBe('password_strength.sequence');
  });

  it('keeps the length rule first, and passes a long uncommon password', () => {
    expect(passwordProblem(estimatePassword, 'pendek', {})).toEqual({
      reason: { key: 'validation.min', args: { n: 8 } },
    });
    expect(passwordProblem(estimatePassword, 'Jembatan-Merah-Kopi', budi)).toBeNull();
    expect(passwordProblem(estimatePassword, 'KataSandiBaru#1', budi)).toBeNull();
  });

  it('reads as the reason followed by the hint, every key having a text', () => {
    const problem = passwordProblem(estimatePassword, 'password', {})!;
    expect(passwordProblemText(problem, text)).toBe(
      'Kata sandi ini terlalu umum dan mudah ditebak. Tambahkan satu atau dua kata lagi; kata yang tidak umum lebih baik.',
    );
  });
});

describe('accountWords', () => {
  it('gives zxcvbn the names whole, run together and word by word', () => {
    expect(accountWords({ nama_lengkap: 'Budi Santoso' })).toEqual([
      'Budi Santoso',
      'BudiSantoso',
      'Budi',
      'Santoso',
    ]);
    expect(accountWords({ email: 'budi.santoso@kemendagri.go.id' })).toEqual(
      expect.arrayContaining(['budi.santoso', 'budisantoso', 'kemendagri']),
    );
    expect(accountWords({ username: null, nama_lengkap: '  ' })).toEqual([]);
  });
});
