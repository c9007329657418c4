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

  it('checks web links: http(s) with a host, no spaces', () => {
    const url = { rule: { type: 'url' } } as const;
    for (const good of [
      'https://inovasi.go.id',
      'http://localhost:8080/a?b=1',
      'https://x.id/a b'.replace(' ', '%20'),
    ])
      expect(checkField(url, good, {}), good).toBeNull();
    for (const bad of [
      'inovasi.go.id',
      'javascript:alert(1)',
      'ftp://x.id',
      'https://x',
      'https://x.id/a b',
      'http//x.id',
    ])
      expect(checkField(url, bad, {}), bad).toEqual({ key: 'validation.url' });
  });

  it('takes a site path too when the rule allows paths', () => {
    const link = { rule: { type: 'url', paths: true } } as const;
    for (const good of ['/pengumuman', '/dashboard/news?x=1', 'https://inovasi.go.id'])
      expect(checkField(link, good, {}), good).toBeNull();
    for (const bad of ['//evil.example', '/a b', 'pengumuman', '/\\evil'])
      expect(checkField(link, bad, {}), bad).toEqual({ key: 'validation.url_or_path' });
    expect(checkField({ rule: { type: 'url' } }, '/pengumuman', {})?.key).toBe('validation.url');
  });

  it('checks a NIP of exactly 18 digits', () => {
    const nip = { rule: { type: 'nip' } } as const;
    expect(checkField(nip, '198001012005011001', {})).toBeNull();
    for (const bad of ['19800101200501100', '1980010120050110011', '19800101 2005011001', 'abc'])
      expect(checkField(nip, bad, {}), bad).toEqual({ key: 'validation.nip' });
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

describe('bounded numbers (issue 27 B2)', () => {
  const year = { rule: { type: 'between', min: 2017, max: 2023 } } as const;
  it('names the lower bound below it and the upper bound above it', () => {
    expect(checkField(year, 2016, {})).toEqual({ key: 'validation.minval', args: { n: 2017 } });
    expect(checkField(year, 2024, {})).toEqual({ key: 'validation.maxval', args: { n: 2023 } });
    expect(checkField(year, 2017, {})).toBeNull();
    expect(checkField(year, 2023, {})).toBeNull();
    expect(checkField({ rule: { type: 'maxval', n: 20 } }, 21, {})).toEqual({
      key: 'validation.maxval',
      args: { n: 20 },
    });
  });
});
