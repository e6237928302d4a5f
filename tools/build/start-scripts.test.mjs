import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { startFiles } = require('./start-scripts.cjs');

/**
 * A build's chunk graph as startFiles sees it: `chunks` maps a chunk to its files and the shared
 * keys its modules consume; `providers` maps a key to the chunks of its provided module.
 */
function graph({ entry, start, chunks, providers }) {
  return {
    entryChunks: entry,
    startChunks: start,
    consumedKeys: (c) => chunks[c].consumes ?? [],
    providerChunks: (key) => providers[key] ?? null,
    filesOf: (c) => chunks[c].files,
  };
}

describe('startFiles', () => {
  it('names the bootstrap, the shared modules it consumes and what those consume, once each and in load order', () => {
    const files = startFiles(
      graph({
        entry: ['main'],
        start: ['bootstrap'],
        chunks: {
          main: { files: ['main.1.js'] },
          bootstrap: { files: ['987.a.js'], consumes: ['react', 'react-dom/client', 'react'] },
          react: { files: ['923.b.js'] },
          dom: { files: ['262.c.js'], consumes: ['react'] },
          empty: { files: [] },
        },
        providers: { react: ['react'], 'react-dom/client': ['dom', 'empty'] },
      }),
    );
    expect(files).toEqual(['987.a.js', '923.b.js', '262.c.js']);
  });

  it('leaves out the entry\'s own chunks and files that are not scripts', () => {
    const files = startFiles(
      graph({
        entry: ['main'],
        start: ['bootstrap'],
        chunks: { main: { files: ['main.1.js'] }, bootstrap: { files: ['987.a.js', '987.a.css'], consumes: ['session'] } },
        providers: { session: ['main'] },
      }),
    );
    expect(files).toEqual(['987.a.js']);
  });

  it('refuses a consumed key that nothing provides (the page would wait on a module no link names)', () => {
    expect(() =>
      startFiles(graph({ entry: [], start: ['bootstrap'], chunks: { bootstrap: { files: ['b.js'], consumes: ['antd'] } }, providers: {} })),
    ).toThrow(/antd/);
  });
});
