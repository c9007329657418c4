import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicText } from './publicText';

/** The sources that run before sign-in, with the small public catalog instead of react-admin's. */
const SOURCES = [
  'src/layout/SettingsGate.tsx',
  'src/pages/login/PublicShell.tsx',
  'src/pages/login/LoginPage.tsx',
  'src/pages/login/ForgotPage.tsx',
  'src/pages/login/RegisterPage.tsx',
  'src/pages/login/ResetPasswordPage.tsx',
  'src/pages/login/loginError.ts',
  'src/shared/passwordRules.ts',
];
const ROOT = join(import.meta.dirname, '../..');
const KEY = /'((?:app|login|forgot|register|reset|password|ra)\.[a-z_.]+)'/g;

describe('publicText', () => {
  it('has Indonesian text for every key the public pages use', () => {
    const keys = new Set(
      SOURCES.flatMap((f) =>
        [...readFileSync(join(ROOT, f), 'utf8').matchAll(KEY)].map((m) => m[1]!),
      ),
    );
    expect(keys.size).toBeGreaterThan(30);
    const missing = [...keys].filter((k) => publicText(k) === k);
    expect(missing).toEqual([]);
  });

  it('answers the text of a key, and an unknown key as itself', () => {
    expect(publicText('login.submit')).toBe('Masuk');
    expect(publicText('ra.auth.auth_check_error')).toBe('Silakan masuk untuk melanjutkan');
    expect(publicText('menu.dashboard')).toBe('menu.dashboard'); // console text is not here
  });
});
