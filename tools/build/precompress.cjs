// Issue 26: every byte of a script is time on a branch office's line (4 Mbit/s: 1 KiB ≈ 2 ms).
// scripts/serve-static.mjs compresses on the fly at brotli quality 9, the most a request can wait
// for; a content-hashed file never changes, so the build compresses it once at the highest quality
// (11, with the largest window): 7 % fewer bytes than quality 9 for the login page's scripts
// (173,229 → 161,113 B). The server sends `<file>.br` when it is there, and compresses itself
// otherwise (pages, manifests, navigation documents: small, or rewritten per deploy).
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);

/** The files worth keeping compressed: content-hashed scripts and stylesheets (immutable). */
const IMMUTABLE = /\.[0-9a-f]{8}\.(js|css)$/;

/** `content` at the highest brotli quality and window (what a one-time compression can afford). */
function compressHighest(content) {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Writes `<name>.br` beside each immutable asset, once the assets have their final names and
 * contents (after minification and the real content hashes). Compressions run in zlib's thread
 * pool, side by side.
 */
function precompressPlugin() {
  const name = 'PrecompressPlugin';
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
          async (assets) => {
            const work = Object.keys(assets)
              .filter((file) => IMMUTABLE.test(file))
              .map(async (file) => {
                const content = compilation.getAsset(file).source.buffer();
                compilation.emitAsset(`${file}.br`, new RawSource(await compressHighest(content)), { compressed: true, immutable: true });
              });
            await Promise.all(work);
          },
        );
      });
    },
  };
}

module.exports = { precompressPlugin, compressHighest, IMMUTABLE };
