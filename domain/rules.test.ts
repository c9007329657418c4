import { describe, expect, it } from 'vitest';
import { parseRule, parseRules } from './rules';

describe('parseRule', () => {
  it('returns null for no rules', () => {
    expect(parseRule(undefined)).toBeNull();
    expect(parseRule('')).toBeNull();
    expect(parseRule('  ')).toBeNull();
  });

  it('parses the rule types without argument', () => {
    expect(parseRule('mandatory')).toEqual({ type: 'mandatory' });
    expect(parseRule('email')).toEqual({ type: 'email' });
    expect(parseRule('alpha')).toEqual({ type: 'alpha' });
    expect(parseRule('phone')).toEqual({ type: 'phone' });
  });

  it('parses the rule types with argument', () => {
    expect(parseRule('match:password')).toEqual({ type: 'match', arg: 'password' });
    expect(parseRule('min:3')).toEqual({ type: 'min', arg: '3' });
    expect(parseRule('minval:2017')).toEqual({ type: 'minval', arg: '2017' });
    expect(parseRule('minval:-1.5')).toEqual({ type: 'minval', arg: '-1.5' });
  });

  it('returns only the first rule of a pipe list', () => {
    expect(parseRule('mandatory|min:3')).toEqual({ type: 'mandatory' });
    expect(parseRule('min:8|match:password')).toEqual({ type: 'min', arg: '8' });
  });

  it('tolerates spaces around rules', () => {
    expect(parseRule(' email | mandatory')).toEqual({ type: 'email' });
  });

  it('throws on an unknown rule type', () => {
    expect(() => parseRule('required')).toThrow(/Unknown rule type/);
    expect(() => parseRule('max:10')).toThrow(/Unknown rule type/);
    expect(() => parseRule('Mandatory')).toThrow(/Unknown rule type/);
  });

  it('throws on a missing or malformed argument', () => {
    expect(() => parseRule('min')).toThrow(/valid argument/);
    expect(() => parseRule('min:abc')).toThrow(/valid argument/);
    expect(() => parseRule('minval:')).toThrow(/valid argument/);
    expect(() => parseRule('match:')).toThrow(/valid argument/);
    expect(() => parseRule('email:x')).toThrow(/no argument/);
  });

  it('throws when the first rule of a list is empty', () => {
    expect(() => parseRule('|mandatory')).toThrow(/Unknown rule type/);
  });
});

describe('parseRules', () => {
  it('parses every rule of a list', () => {
    expect(parseRules('mandatory|min:3|match:email')).toEqual([
      { type: 'mandatory' },
      { type: 'min', arg: '3' },
      { type: 'match', arg: 'email' },
    ]);
    expect(parseRules(undefined)).toEqual([]);
  });

  it('throws on a bad rule anywhere in the list', () => {
    expect(() => parseRules('mandatory|maxval:5')).toThrow(/Unknown rule type/);
  });
});
