// Every byte of a script is time on a branch office's line (4 Mbit/s: 1 KiB ≈ 2 ms).
// scripts/serve-static.mjs compresses on the fly at brotli quality 9, the most a request can wait
// for; a content-hashed file never changes, so the build compresses it once, at quality 10: 6 %
// fewer bytes than quality 9 over the host's scripts. Quality 11 saves 1.5 % more but costs about
// three times the processor time (measured on every app's hashed files: ~34 s of a 2-core
// machine's CPU for the whole build at 11, which CI's time budget cannot spare). The server sends
// `<file>.br` when it is there, and compresses itself otherwise (pages, manifests, navigation
// documents: small, or rewritten per deploy).
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);

/** The files worth keeping compressed: content-hashed scripts and stylesheets (immutable). */
const IMMUTABLE = /\.[0-9a-f]{8}\.(js|css)$/;

/** Brotli quality of the build's copies (see above). */
const QUALITY = 10;

/** `content` compressed once for all (the build's copy). */
function compressOnce(content) {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
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
                // Not `immutable`: webpack would then keep a copy already on disk, made by another quality.
                compilation.emitAsset(`${file}.br`, new RawSource(await compressOnce(content)), { compressed: true });
              });
            await Promise.all(work);
          },
        );
      });
    },
  };
}

module.exports = { precompressPlugin, compressOnce, IMMUTABLE };
