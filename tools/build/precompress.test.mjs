import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, IMMUTABLE } from './precompress.cjs';

describe('precompress', () => {
  it('keeps only content-hashed scripts and stylesheets', () => {
    expect(['main.0a1b2c3d.js', '262.feaf4df1.js', 'remoteEntry.59dfa1e7.js', 'x.0a1b2c3d.css'].every((f) => IMMUTABLE.test(f))).toBe(true);
    // Revalidated on every visit, rewritten per deploy, or not sent to a browser's pages.
    expect(['sw.js', 'theme.js', 'index.html', 'mf-manifest.json', 'main.0a1b2c3d.js.map', 'main.0a1b2c3d.js.br'].some((f) => IMMUTABLE.test(f))).toBe(false);
  });

  it('decompresses to the same bytes, smaller than the quality a request can afford', async () => {
    const source = Buffer.from(Array.from({ length: 4000 }, (_, i) => `function f${i}(a){return a*${i % 97}+"${(i * 7919) % 1000}"}`).join('\n'));
    const best = await compressOnce(source);
    expect(zlib.brotliDecompressSync(best).equals(source)).toBe(true);
    const perRequest = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(best.length).toBeLessThan(perRequest.length);
  });
});
