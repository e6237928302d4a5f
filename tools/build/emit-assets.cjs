/**
 * A webpack plugin that adds files to the build. `produce(compilation)` returns the files as
 * `{ name, content, from }` (`from`: a source file the build watches for it). `stage`: when, among
 * webpack's asset stages; a file that lists the bundles' final (hashed) names needs a late one.
 */
function emitAssets(pluginName, produce, stage = 'PROCESS_ASSETS_STAGE_ADDITIONAL') {
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: pluginName, stage: compiler.webpack.Compilation[stage] },
          () => {
            for (const { name, content, from } of produce(compilation)) {
              if (from) compilation.fileDependencies.add(from);
              compilation.emitAsset(name, new RawSource(content));
            }
          },
        );
      });
    },
  };
}

module.exports = { emitAssets };
