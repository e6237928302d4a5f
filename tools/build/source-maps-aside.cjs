// Production source maps kept beside the build, never in it: `dist/` is what the static servers
// and the web image publish, and a map holds every source file in full. The build writes them
// with `devtool: 'hidden-source-map'` (no sourceMappingURL comment: no browser asks for one);
// this plugin then moves each `.map` from the output folder to `dist-maps/` next to it, with the
// same relative name, where an error report's stack can be resolved against the exact build.
const fs = require('node:fs');
const path = require('node:path');

/** `<app>/dist` -> `<app>/dist-maps`. */
const mapsDirOf = (outputPath) => path.join(path.dirname(outputPath), `${path.basename(outputPath)}-maps`);

function sourceMapsAside() {
  const name = 'SourceMapsAside';
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tap(name, (compilation) => {
        const out = compilation.outputOptions.path;
        const maps = mapsDirOf(out);
        // The previous build's maps describe scripts that no longer exist.
        fs.rmSync(maps, { recursive: true, force: true });
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.map')) continue;
          const from = path.join(out, asset.name);
          if (!fs.existsSync(from)) continue;
          const to = path.join(maps, asset.name);
          fs.mkdirSync(path.dirname(to), { recursive: true });
          fs.renameSync(from, to);
        }
      });
    },
  };
}

module.exports = { sourceMapsAside, mapsDirOf };
