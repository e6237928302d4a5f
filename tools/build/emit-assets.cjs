/**
 * A webpack plugin that adds files to the build. `produce(compilation)` returns the files as
 * `{ name, content, from }` (`from`: a source file the build watches for it).
 */
function emitAssets(pluginName, produce) {
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
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
