import { readFileSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Role names (issue 22). The roles of domain/roles.ts (read from its ROLES list) are written only
 * in domain/roles.ts and domain/policy.ts, which names them and their groups; every other file
 * composes those names and groups, or asks a domain function. A string literal or template that
 * is exactly a role's name fails. Tests may name roles (they sign in as them), and so may the
 * seed's usernames that equal a role's name (server/platform/auth/usernames.ts, ignored below).
 *
 * Some role names are also the names of other things. Those fail only where a role is decided:
 * compared with a role (`role === 'opd'`), listed as roles (`roles: [...]`, `X_ROLES = [...]`),
 * or passed to a roles call (`hasAnyRole(roles, ['opd'])`, `getRoles().includes('opd')`).
 */
const HOMONYMS = {
  pemda: 'a filter parameter (the regency/city of a province)',
  opd: 'the opd_perangkat screen, an agency column, an initiator value',
  upt: 'the upt table and screen',
  asn: 'an initiator value',
  provinsi: 'a region kind (m_daerah.jenis)',
  kabkota: 'an i18n key',
  qc: 'the qc column and the quality-control queue',
};
const ROLE_NAMES = (() => {
  const text = readFileSync(new URL('./domain/roles.ts', import.meta.url), 'utf8');
  const list = /export const ROLES = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  const names = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (names.length === 0) throw new Error('eslint.config.js: no ROLES list in domain/roles.ts');
  return names;
})();
const exactly = (names) => `/^(${names.map((r) => r.replace(/[.]/g, '\\.')).join('|')})$/`;
const STRICT = exactly(ROLE_NAMES.filter((r) => !(r in HOMONYMS)));
const HOMONYM = exactly(ROLE_NAMES.filter((r) => r in HOMONYMS));
const ROLE = '/^(r|roles?)$/i';
const ROLES_CALLEE = '/roles?$/i';
/** Where a literal stands for a role, as `place > Literal` (`place Literal` for the first two). */
const ROLE_PLACES = [
  // Anything inside a role table or a `roles` property: `X_ROLES = {...}`, `{ roles: [...] }`.
  `VariableDeclarator[id.name=${ROLES_CALLEE}]`,
  `Property[key.name=${ROLE}]`,
].map((p) => `${p} `);
const ROLE_PARENTS = [
  // Compared with a role: `role === 'opd'`, `a.role !== 'upt'`.
  `BinaryExpression[operator=/^[!=]==?$/]:matches([left.name=${ROLE}], [left.property.name=${ROLE}], [right.name=${ROLE}], [right.property.name=${ROLE}])`,
  // A list that also holds a group (`[...STAFF, 'pemda']`) or another role.
  `ArrayExpression:has(> SpreadElement[argument.name=/^[A-Z][A-Z0-9_]+$/])`,
  `ArrayExpression:has(> Literal[value=${STRICT}])`,
  // A roles call: `hasAnyRole(roles, ['opd'])`, `getRoles().includes('opd')`, `user.roles.includes('opd')`.
  ...[
    `callee.name=${ROLES_CALLEE}`,
    `callee.object.name=${ROLES_CALLEE}`,
    `callee.object.property.name=${ROLES_CALLEE}`,
    `callee.object.callee.name=${ROLES_CALLEE}`,
  ].flatMap((a) => [`CallExpression[${a}]`, `CallExpression[${a}] > ArrayExpression`]),
].map((p) => `${p} > `);
const ROLE_MESSAGE =
  'A role name is written only in domain/roles.ts and domain/policy.ts: use a named role or group of domain/policy.ts, or a domain function.';
const ROLE_SELECTORS = [
  `:matches(Literal[value=${STRICT}], TemplateElement[value.raw=${STRICT}])`,
  `:matches(${[...ROLE_PLACES, ...ROLE_PARENTS]
    .flatMap((place) => [
      `${place}Literal[value=${HOMONYM}]`,
      `${place}TemplateLiteral > TemplateElement[value.raw=${HOMONYM}]`,
    ])
    .join(', ')})`,
].map((selector) => ({ selector, message: ROLE_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'data-cluster',
      'server/platform/db/migrations',
      'bench/results',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'domain/roles.ts',
      'domain/policy.ts',
      'server/platform/auth/usernames.ts',
      'tests/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...ROLE_SELECTORS],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
