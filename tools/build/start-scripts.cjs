// The scripts every start of the host runs, named by the page: the browser fetches them with the
// entry instead of after it.
//
// Without the links, the page knows one script (main.js). Only once it has run does the federation
// runtime ask for the bootstrap chunk and the shared modules it needs (React, react-dom, the router,
// the session): a second round of downloads that starts when the first one ends. On a branch
// office's line, react-dom's 56 KiB were requested at ~390 ms and arrived at ~690 ms of the
// login's ~850 ms, after a main.js that had arrived at ~330 ms.
// `node bench/login-ab.mjs` (the login alone, the builds alternated, 15 runs each), four sittings:
// 'Ingresar' usable 773, 939, 894, 798 ms without the links; 715, 862, 780, 693 ms with them.
//
// The links are `fetchpriority="low"` and main.js `"high"`, since main.js is what runs first. In a
// page driven without the bench's network tracking, the links at the default priorities took the
// line from main.js (it arrived ~200 ms later; usable 813 ms against 729 ms, 15 runs each); with it
// (login-ab.mjs), the priorities made no difference (709 against 720, 740 against 739 ms).
// Tried with the links, without gain: V8's compile hint (`//# allFunctionsCalledOnLoad`, the files
// compiled as they stream in), 735 against 737 ms (20 runs each).
//
// Every start needs them, whatever the address: the bootstrap chunk (`import('./bootstrap')` of the
// entry) and the host's own copies of the shared modules its chunks consume, and those that these
// consume in turn.

const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartScriptsPlugin';

/**
 * The JS files of what a start loads after the entry, in load order: `startChunks` (the entry's
 * dynamic imports), then the chunks of each shared module they consume (`consumedKeys(chunk)`),
 * from the providers' chunks (`providerChunks(key)`, null when the build provides no such key), and
 * so on for what those consume. Chunks of the entry itself (`entryChunks`) are already on the page.
 */
function startFiles({ entryChunks, startChunks, consumedKeys, providerChunks, filesOf }) {
  const seen = new Set(entryChunks);
  const order = [];
  const queue = [...startChunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    order.push(chunk);
    for (const key of consumedKeys(chunk)) {
      const chunks = providerChunks(key);
      if (!chunks) throw new Error(`${NAME}: el módulo compartido ${key} se consume y ninguna build lo provee aquí`);
      queue.push(...chunks);
    }
  }
  return order.flatMap((chunk) => filesOf(chunk).filter((f) => f.endsWith('.js')));
}

/** The chunks webpack loads for an async block (a dynamic import, a provided module's factory). */
function blockChunks(compilation, block) {
  return compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
}

/** The preload links' files for this compilation of the host (see startFiles). */
function startScripts(compilation) {
  const entrypoint = compilation.entrypoints.get('main');
  const entryChunks = entrypoint.chunks;
  const entryModules = entryChunks.flatMap((c) => [...compilation.chunkGraph.getChunkEntryModulesIterable(c)]);
  const startChunks = entryModules.flatMap((m) => m.blocks.flatMap((b) => blockChunks(compilation, b)));
  if (startChunks.length === 0) throw new Error(`${NAME}: la entrada no importa nada de forma diferida (¿import('./bootstrap')?)`);
  // The federation plugin's module types ('provide-module' carries its key in `_name`).
  const providers = new Map();
  for (const m of compilation.modules) if (m.type === 'provide-module') providers.set(m._name, m);
  if (providers.size === 0) throw new Error(`${NAME}: la build no provee módulos compartidos`);
  return startFiles({
    entryChunks,
    startChunks,
    consumedKeys: (chunk) =>
      [...compilation.chunkGraph.getChunkModulesIterable(chunk)].filter((m) => m.type === 'consume-shared-module').map((m) => m.options.shareKey),
    providerChunks: (key) => {
      const provider = providers.get(key);
      return provider ? provider.blocks.flatMap((b) => blockChunks(compilation, b)) : null;
    },
    filesOf: (chunk) => [...chunk.files],
  });
}

/** Names the start's scripts in the page HtmlWebpackPlugin writes, before the entry's script. */
class StartScriptsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = startScripts(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${data.publicPath}${file}` }),
        );
        const entry = data.headTags.findIndex((t) => t.tagName === 'script');
        if (entry === -1) throw new Error(`${NAME}: la página no carga la entrada`);
        // A deferred script is fetched at low priority, as the links: it goes first all the same.
        data.headTags[entry].attributes.fetchpriority = 'high';
        data.headTags.splice(entry, 0, ...links);
        return data;
      });
    });
  }
}

module.exports = { StartScriptsPlugin, startFiles };
