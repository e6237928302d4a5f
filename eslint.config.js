import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apps from './apps.json' with { type: 'json' };

const REMOTES = apps.apps.filter((a) => a.dir.startsWith('remotes/')).map((a) => a.dir.slice('remotes/'.length));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Shared packages never import a remote or the host; a remote never imports another remote.
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@gestion/host', '@gestion/remote-*', '**/host/**', '**/remotes/**'], message: 'Un paquete compartido no importa el host ni un remoto.' }] }],
    },
  },
  ...REMOTES.map((r) => ({
    files: [`remotes/${r}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@gestion/host', '@gestion/remote-*', '**/host/**', ...REMOTES.filter((o) => o !== r).map((o) => `**/${o}/**`)], message: 'Un remoto no importa el host ni otro remoto.' }] }],
    },
  })),
);
