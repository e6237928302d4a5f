#!/usr/bin/env node
// The builds of the deploy-skew tests (e2e/tests/deploy-skew.spec.ts): what an area team or the
// host team would deploy next, built from a copy of this working tree with a change applied, so
// that it runs beside the builds of `pnpm build` (the deployed "before"). Nothing in the working
// tree changes; the copy and its dist folders live under the temp dir and are reused while the
// sources and this script stay the same.
//
//   node scripts/skew-builds.mjs        builds what is stale, prints {"<app>": "<dist folder>"} as JSON
//
// The "next" tree, from the working tree's @gestion/api x.y.z:
// - @gestion/api x.(y+1).0 adds one export (`coreProbe`): a minor version, as its API report asks;
// - terra adds a screen (/terra/resumen) with a new call of its own (features/resumen/api) to an
//   endpoint the server already has, and a sidebar item; its range for @gestion/api stays as it is;
// - main adds a screen (/main/novedad) that calls `coreProbe`, so it requires ^x.(y+1).0;
// - the host requires ^x.(y+1).0 and shows `coreProbe()` in its footer.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, fingerprint, run } from './lib.mjs';

const apiDeployed = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/api/package.json'), 'utf8')).version;
const [major, minor] = apiDeployed.split('.').map(Number);

/** What the spec checks, kept beside the change that produces it. */
export const NEXT = {
  /** @gestion/api of the working tree (deployed) and of the next release */
  apiDeployed,
  apiVersion: `${major}.${minor + 1}.0`,
  probe: `Núcleo de la API ${major}.${minor + 1}`,
  terra: { path: '/terra/resumen', label: 'Resumen', heading: 'Resumen de Terra' },
  main: { path: '/main/novedad', label: 'Novedad', heading: 'Novedad del núcleo' },
};
/** The apps built from the "next" tree. */
export const NEXT_APPS = { host: 'host', terra: 'remotes/terra', main: 'remotes/main' };

const BASE = path.join(os.tmpdir(), 'gestion-skew');
const TREE = path.join(BASE, 'next');

/** Reads `file` of the tree, replaces `anchor` (which must be there) and writes it back. */
function patch(file, anchor, replacement) {
  const full = path.join(TREE, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(anchor)) throw new Error(`skew-builds: ${file} ya no contiene «${anchor}»; actualiza este script`);
  fs.writeFileSync(full, text.replace(anchor, replacement));
}

function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(TREE, file)), { recursive: true });
  fs.writeFileSync(path.join(TREE, file), text);
}

function editJson(file, edit) {
  const full = path.join(TREE, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json, null, 2) + '\n');
}

/** The change of the "next" release, applied to the copy. */
function applyNext() {
  const { apiVersion, probe, terra, main } = NEXT;
  editJson('packages/api/package.json', (p) => (p.version = apiVersion));
  write('packages/api/src/core-probe.ts', `/** Added in ${apiVersion}. */\nexport function coreProbe(): string {\n  return '${probe}';\n}\n`);
  fs.appendFileSync(path.join(TREE, 'packages/api/src/index.ts'), "export { coreProbe } from './core-probe';\n");
  for (const app of ['host', 'remotes/main']) {
    editJson(`${app}/package.json`, (p) => (p.dependencies['@gestion/api'] = `workspace:^${apiVersion}`));
  }

  patch('host/src/features/shell/app-layout.tsx', '{COPYRIGHT}', '{COPYRIGHT} · {coreProbe()}');
  patch('host/src/features/shell/app-layout.tsx', 'import ', "import { coreProbe } from '@gestion/api';\nimport ");

  write(
    'remotes/terra/src/features/resumen/api/get-resumen.ts',
    `import { http } from '@gestion/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getResumen(): Promise<{ username: string }> {
  return (await http.get<{ username: string }>('/api/auth/users/me/')).data;
}
export const resumenQueryOptions = () => queryOptions({ queryKey: ['terra', 'resumen'], queryFn: getResumen });
export const useResumen = () => useQuery(resumenQueryOptions());
`,
  );
  write(
    'remotes/terra/src/features/resumen/components/resumen-page.tsx',
    `import { useResumen } from '../api/get-resumen';

export function ResumenPage() {
  const { data } = useResumen();
  return (
    <section>
      <h1>${terra.heading}</h1>
      {data && <p>Conectado como {data.username}</p>}
    </section>
  );
}
`,
  );
  patch(
    'remotes/terra/src/area.ts',
    'resources: [',
    `resources: [\n    { path: '${terra.path}', screen: () => import('./features/resumen/components/resumen-page').then((m) => ({ default: m.ResumenPage })) },`,
  );
  patch('remotes/terra/src/area.ts', 'nav: [', `nav: [\n    { section: 'Terra', label: '${terra.label}', to: '${terra.path}', order: 90 },`);

  write(
    'remotes/main/src/features/novedad/components/novedad-page.tsx',
    `import { coreProbe } from '@gestion/api';

export function NovedadPage() {
  return (
    <section>
      <h1>${main.heading}</h1>
      <p>{coreProbe()}</p>
    </section>
  );
}
`,
  );
  patch(
    'remotes/main/src/area.ts',
    'resources: [',
    `resources: [\n    { path: '${main.path}', screen: () => import('./features/novedad/components/novedad-page').then((m) => ({ default: m.NovedadPage })) },`,
  );
  patch('remotes/main/src/area.ts', 'nav: [', `nav: [\n    { section: 'Main', label: '${main.label}', to: '${main.path}', order: 90 },`);
}

/** A copy of the working tree's sources (tracked and new files; not what .gitignore leaves out). */
function copySources() {
  fs.rmSync(TREE, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && /^(host|remotes|packages|tools|scripts)\/|^[^/]+$/.test(f));
  for (const f of files) {
    const from = path.join(ROOT, f);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(TREE, f)), { recursive: true });
    fs.copyFileSync(from, path.join(TREE, f));
  }
  // pnpm's links: the root's store as is; each package's node_modules copied link by link. Their
  // targets are relative, so a workspace package (`@gestion/api -> ../../packages/api`) resolves to
  // the copy, and everything else to the same installed files through the root's store.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(TREE, 'node_modules'), 'dir');
  for (const dir of ['host', 'tools/build', ...['remotes', 'packages'].flatMap((d) => fs.readdirSync(path.join(ROOT, d)).map((n) => `${d}/${n}`))]) {
    const from = path.join(ROOT, dir, 'node_modules');
    if (!fs.existsSync(from) || !fs.existsSync(path.join(TREE, dir))) continue;
    fs.cpSync(from, path.join(TREE, dir, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => path.basename(src) !== '.cache',
    });
  }
}

function stampOf() {
  const self = crypto.createHash('sha1').update(fs.readFileSync(fileURLToPath(import.meta.url))).digest('hex');
  return `${self}:${fingerprint(['host', 'remotes', 'packages', 'tools/build'])}`;
}

export async function buildNext({ log = console.error } = {}) {
  const stampFile = path.join(BASE, 'next.stamp');
  const stamp = stampOf();
  const dists = Object.fromEntries(Object.entries(NEXT_APPS).map(([name, dir]) => [name, path.join(TREE, dir, 'dist')]));
  const fresh = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  if (fresh && Object.values(dists).every((d) => fs.existsSync(path.join(d, 'mf-manifest.json')) || fs.existsSync(path.join(d, 'index.html')))) {
    log('skew-builds: al día');
    return dists;
  }
  fs.mkdirSync(BASE, { recursive: true });
  fs.rmSync(stampFile, { force: true });
  copySources();
  applyNext();
  // Two at a time, as scripts/build.mjs: webpack is CPU-bound.
  const queue = Object.entries(NEXT_APPS);
  const failed = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, dir] = next;
      const started = Date.now();
      const cwd = path.join(TREE, dir);
      const code = await run(process.execPath, [path.join(cwd, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (code !== 0) failed.push(name);
      else log(`skew-builds: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all([worker(), worker()]);
  if (failed.length) throw new Error(`skew-builds: falló la compilación de ${failed.join(', ')}`);
  fs.writeFileSync(stampFile, stamp);
  return dists;
}

/**
 * The team that forgot its range: main's next build (it calls `coreProbe`, new in the next
 * @gestion/api) with its range left at the deployed version. Its own build must refuse it, with
 * the message `pnpm lint` gives; the refused build writes nothing (its output goes to a scratch
 * folder all the same, and the range is put back). Call after buildNext. Resolves to
 * { code, stderr } of webpack.
 */
export async function buildWithForgottenRange() {
  const dir = path.join(TREE, NEXT_APPS.main);
  const pkgFile = path.join(NEXT_APPS.main, 'package.json');
  const before = fs.readFileSync(path.join(TREE, pkgFile), 'utf8');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-skew-forgotten-'));
  editJson(pkgFile, (p) => (p.dependencies['@gestion/api'] = `workspace:^${NEXT.apiDeployed}`));
  try {
    return await new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(dir, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', out], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
  } finally {
    fs.writeFileSync(path.join(TREE, pkgFile), before);
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildNext().then(
    (dists) => console.log(JSON.stringify(dists)),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
