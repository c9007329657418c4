import { describe, expect, it } from 'vitest';
import { checkField } from './checkRule';

describe('checkField', () => {
  it('fails an empty required value and passes an empty optional one', () => {
    for (const empty of [null, undefined, '', '   ', []]) {
      expect(checkField({ required: true }, empty, {})).toEqual({ key: 'validation.mandatory' });
      expect(checkField({ rule: { type: 'email' } }, empty, {})).toBeNull();
    }
  });

  it('checks e-mail, phone and letters', () => {
    expect(checkField({ rule: { type: 'email' } }, 'a@b.id', {})).toBeNull();
    expect(checkField({ rule: { type: 'email' } }, 'a@b', {})).toEqual({ key: 'validation.email' });
    expect(checkField({ rule: { type: 'phone' } }, '+62 22-123456', {})).toBeNull();
    expect(checkField({ rule: { type: 'phone' } }, 'telepon', {})?.key).toBe('validation.phone');
    expect(checkField({ rule: { type: 'alpha' } }, "Siti Nur'aini", {})).toBeNull();
    expect(checkField({ rule: { type: 'alpha' } }, 'R2D2', {})?.key).toBe('validation.alpha');
  });

  it('checks length, minimum value and a matching field', () => {
    expect(checkField({ rule: { type: 'min', n: 8 } }, 'pendek', {})).toEqual({
      key: 'validation.min',
      args: { n: 8 },
    });
    expect(checkField({ rule: { type: 'min', n: 8 } }, 'cukupPanjang', {})).toBeNull();
    expect(checkField({ rule: { type: 'minval', n: 2017 } }, 2016, {})?.args).toEqual({ n: 2017 });
    expect(checkField({ rule: { type: 'minval', n: 0 } }, '0', {})).toBeNull();
    expect(checkField({ rule: { type: 'minval', n: 0 } }, 'abc', {})?.key).toBe(
      'validation.minval',
    );
    const match = { rule: { type: 'match', field: 'password' } } as const;
    expect(checkField(match, 'x', { password: 'x' })).toBeNull();
    expect(checkField(match, 'x', { password: 'y' })?.key).toBe('validation.match');
  });

  it('evaluates both required and the rule', () => {
    const field = { required: true, rule: { type: 'email' } } as const;
    expect(checkField(field, '', {})?.key).toBe('validation.mandatory');
    expect(checkField(field, 'bukan-email', {})?.key).toBe('validation.email');
  });
});
