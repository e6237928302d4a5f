import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceMapsAside } from './source-maps-aside.cjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-aside-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A production build of two modules, as tools/build/index.cjs configures the apps'. */
function build() {
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/secreto.js'), 'export const clave = () => "comentario interno del código fuente";\n');
  fs.writeFileSync(path.join(dir, 'src/index.js'), 'import("./secreto.js").then((m) => console.log(m.clave()));\n');
  const compiler = webpack({
    mode: 'production',
    devtool: 'hidden-source-map',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    plugins: [sourceMapsAside()],
  });
  return new Promise((resolve, reject) => compiler.run((err, stats) => (err || stats.hasErrors() ? reject(err ?? new Error(stats.toString())) : compiler.close(() => resolve()))));
}

const files = (folder) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);

describe('source maps kept beside the build', () => {
  it('dist holds no map and no script names one; dist-maps holds one per script, the sources inside', async () => {
    await build();
    const dist = files(path.join(dir, 'dist'));
    const scripts = dist.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(dist.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const s of scripts) expect(fs.readFileSync(path.join(dir, 'dist', s), 'utf8')).not.toContain('sourceMappingURL');
    const maps = files(path.join(dir, 'dist-maps'));
    expect(maps).toEqual(scripts.map((s) => `${s}.map`).sort());
    expect(maps.map((m) => fs.readFileSync(path.join(dir, 'dist-maps', m), 'utf8')).join('')).toContain('comentario interno del código fuente');
  });

  it('a new build replaces the previous maps rather than piling them up', async () => {
    fs.writeFileSync(path.join(dir, 'dist-maps', 'viejo.js.map'), '{}');
    await build();
    expect(files(path.join(dir, 'dist-maps'))).not.toContain('viejo.js.map');
  });
});
