import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import apps from './apps.json' with { type: 'json' };
import { existsSync, readdirSync } from 'node:fs';

const REMOTES = apps.apps.filter((a) => a.dir.startsWith('remotes/')).map((a) => a.dir.slice('remotes/'.length));

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/test/**/*.{ts,tsx}'];
const AXIOS = { name: 'axios', message: 'Las llamadas a la API pasan por @gestion/api (http, errorMessage); nunca axios directamente.' };
const DEEP_SHARED = {
  // declared-area holds no state and reaches the design system through the shared root, lazily:
  // an area descriptor takes it at run time (packages/ui/src/declared-area.ts).
  group: ['@gestion/api/*', '@gestion/session/*', '@gestion/ui/*', '!@gestion/ui/declared-area'],
  allowTypeImports: true,
  message: 'Importa el paquete compartido por su raíz: Module Federation solo comparte el nombre desnudo (las rutas /testing son para pruebas).',
};

// The contract's modules hold TypeBox schemas for the server: browser code takes their types
// only, and values from the modules that import nothing at run time (the enumerations, the
// resources' declarations), so no chunk of an app carries TypeBox.
const CONTRACT_VALUES = {
  regex: '^@gestion/contract(/(?!enums$|resource$|resources/|permissions$|page-sizes$).*)?$',
  allowTypeImports: true,
  message: 'Del contrato, el navegador importa tipos (`import type`) y como valores solo @gestion/contract/enums, /resource, /resources/*, /permissions y /page-sizes: los demás módulos traen TypeBox.',
};

/** The server's areas (server/src/areas/<area>). */
const SERVER_AREAS = readdirSync(new URL('./server/src/areas/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** The feature folders of a remote (remotes/<r>/src/features/<feature>). */
function featuresOf(remote) {
  const dir = new URL(`./remotes/${remote}/src/features/`, import.meta.url);
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

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
  {
    files: ['packages/{api,session,ui}/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [CONTRACT_VALUES] }] },
  },
  // The server's layers, lowest first: db (tables, client) and lib (pagination, errors, files)
  // know nothing of what is built on them; the shared repositories (accounts, sessions,
  // permissions, the history) use those; resource builds routes from bound declarations; plugins
  // on top (resource's routes take `currentUser` of plugins/auth). The areas
  // (server/src/areas/<area>/: routes, repositories, domain rules, access rows, history objects)
  // build on all of them, and only routes/index.ts, db/schema/index.ts (their tables), the seeds,
  // the command-line tools and the tests that cover every route take them back. Types may cross
  // (an `Access` names what the auth plugin enforces).
  {
    files: ['server/src/{db,lib}/**/*.ts'],
    // The schema's index collects the areas' tables, as routes/index.ts collects their routes.
    ignores: [...TEST_FILES, 'server/src/db/schema/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/repositories/**', '**/plugins/**', '**/routes/**', '**/resource/**', '**/seed/**', '**/auth/**', '**/areas/**'], allowTypeImports: true, message: 'db/ y lib/ son las capas de abajo del servidor: no importan lo que se construye sobre ellas.' }] },
      ],
    },
  },
  {
    files: ['server/src/{repositories,resource,plugins,auth}/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/areas/**', '**/routes/**', '**/seed/**'], allowTypeImports: true, message: 'Lo compartido del servidor (repositories/, resource/, plugins/, auth/) no importa un área ni las rutas: están encima.' }] },
      ],
    },
  },
  {
    files: ['server/src/repositories/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/plugins/**', '**/routes/**', '**/seed/**', '**/areas/**'], allowTypeImports: true, message: 'Un repositorio no importa plugins ni rutas: están encima.' }] },
      ],
    },
  },
  // An area reads another area's data through its repositories, tables and domain rules, never
  // through its routes, its access rows or its history objects: what two areas share goes down a
  // layer. No area file imports the route list or the seeds, and an area's repositories and domain
  // rules import neither routes (their own area's included) nor plugins. One block per kind of
  // file: in flat config a later block's options replace an earlier one's for the same rule.
  ...SERVER_AREAS.flatMap((area) => {
    const others = {
      group: SERVER_AREAS.filter((o) => o !== area).flatMap((o) => [`**/${o}/routes/**`, `**/${o}/index.js`, `**/${o}/access.js`, `**/${o}/historial.js`, `**/${o}/historial-cases.js`, `**/${o}/test-helpers.js`]),
      allowTypeImports: true,
      message: 'Un área del servidor lee los datos de otra por sus repositories/, tables y domain/, nunca por sus rutas, su acceso o su historial.',
    };
    const above = [
      { regex: '^(\\.\\./)+routes/', allowTypeImports: true, message: 'Un área no importa la lista de rutas, y sus repositorios y reglas no importan rutas.' },
      { group: ['**/seed/**'], allowTypeImports: true, message: 'Un área no importa las semillas: la toman a ella.' },
    ];
    const lower = { group: ['**/plugins/**', '../index.js', '../access.js', '../historial-cases.js'], allowTypeImports: true, message: 'Los repositorios y las reglas de un área no importan plugins ni lo que se construye sobre ellos.' };
    const ignores = [...TEST_FILES, '**/test-helpers.ts', '**/historial-cases.ts'];
    return [
      { files: [`server/src/areas/${area}/**/*.ts`], ignores, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [others, ...above] }] } },
      { files: [`server/src/areas/${area}/{repositories,domain}/**/*.ts`], ignores, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [others, ...above, lower] }] } },
    ];
  }),
  // A contract type is `interface X extends Static<typeof XSchema> {}`: derived from the wire
  // schema, and still named in messages and in the API reports (a derived `type` prints expanded).
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  // What the browser may take as values from the contract imports no value but the declarations' helpers.
  {
    files: ['packages/contract/src/{enums,resource,page-sizes}.ts', 'packages/contract/src/resources/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.\\./(resource|enums)\\.js$)', allowTypeImports: true, message: 'Este módulo llega al navegador: importa solo tipos (y ../resource.js, ../enums.js).' }] },
      ],
    },
  },
  // The catalogue gathers the areas' models from their declarations' modules, and nothing else.
  {
    files: ['packages/contract/src/permissions.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./resources/[a-z]+\\.js$)', allowTypeImports: true, message: 'Este módulo llega al navegador: importa solo los modelos de ./resources/<área>.js.' }] },
      ],
    },
  },
  // Host and remotes reach the API only through @gestion/api, and take the shared packages by
  // their root: Module Federation shares only the bare names, so a deep import would bundle a
  // second copy (a second axios instance, session store...). Tests and type imports may go deep.
  {
    files: ['host/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [AXIOS], patterns: [DEEP_SHARED, CONTRACT_VALUES] }],
    },
  },
  // The host's entry asks for a returning user's access and the current area's manifest before
  // the shared modules exist (host/src/lib/early-access.ts, early-manifest.ts): they take three
  // modules that hold no state and import nothing at run time, so the copy its chunk carries is
  // harmless.
  {
    files: ['host/src/lib/early-access.ts', 'host/src/lib/early-manifest.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [AXIOS],
          patterns: [{ ...DEEP_SHARED, group: [...DEEP_SHARED.group, '!@gestion/api/session-paths', '!@gestion/session/storage', '!@gestion/session/token'] }, CONTRACT_VALUES],
        },
      ],
    },
  },
  {
    files: TEST_FILES.flatMap((t) => [`host/${t}`, `remotes/${t}`]),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [AXIOS] }] },
  },
  ...REMOTES.flatMap((r) => {
    const remoteRule = { group: ['@gestion/host', '@gestion/remote-*', '**/host/**', ...REMOTES.filter((o) => o !== r).map((o) => `**/${o}/**`)], message: 'Un remoto no importa el host ni otro remoto.' };
    const features = featuresOf(r);
    return [
      { files: [`remotes/${r}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: [remoteRule] }] } },
      // What the remote's features share (src/api: the calls and keys several features use,
      // components/, lib/) never imports a feature: a feature's calls are its own.
      {
        files: [`remotes/${r}/src/{api,components,lib}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [remoteRule, { group: ['**/features/**'], message: 'Lo compartido por las features (api/, components/, lib/) no importa una feature.' }] },
          ],
        },
      },
      // A feature never imports another feature: what two share goes to the remote's components/ or lib/, or a package.
      ...(features.length < 2 ? [] : features).map((f) => ({
        files: [`remotes/${r}/src/features/${f}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                remoteRule,
                {
                  group: features.filter((o) => o !== f).flatMap((o) => [`**/features/${o}`, `**/features/${o}/**`, `../${o}`, `../${o}/**`, `../../${o}/**`, `../../../${o}/**`]),
                  message: 'Una feature no importa otra feature: lo compartido va a api/, components/ o lib/ del remoto, o a un paquete.',
                },
              ],
            },
          ],
        },
      })),
    ];
  }),
);
