// A production build refuses what `pnpm lint` refuses of its shared-package ranges: an app that
// calls an export of a shared package (@gestion/api, ...) newer than the lowest version its own
// range accepts would, deployed beside an older host, receive the page's older copy and meet
// `TypeError: ... is not a function`. The check is scripts/api-report.mjs --ranges (the checked-in
// API reports, no type checker: about a second); it starts with the build and is awaited before
// anything is written, so a refused build leaves no dist to deploy.
const { execFile } = require('node:child_process');
const path = require('node:path');

class SharedRangesPlugin {
  /** @param {{ dir: string, repoRoot: string }} options */
  constructor({ dir, repoRoot }) {
    this.dir = dir;
    this.repoRoot = repoRoot;
  }

  apply(compiler) {
    let verdict = null;
    const start = () => {
      verdict = new Promise((resolve) => {
        const script = path.join(this.repoRoot, 'scripts/api-report.mjs');
        execFile(process.execPath, [script, '--ranges', this.dir], { cwd: this.repoRoot }, (err, _stdout, stderr) =>
          resolve(err ? stderr.trim() || String(err) : null),
        );
      });
      return Promise.resolve();
    };
    compiler.hooks.beforeRun.tapPromise('SharedRangesPlugin', start);
    compiler.hooks.watchRun.tapPromise('SharedRangesPlugin', start);
    compiler.hooks.emit.tapPromise('SharedRangesPlugin', async () => {
      const problem = await verdict;
      if (problem) throw new Error(`Rangos de los paquetes compartidos:\n${problem}`);
    });
  }
}

module.exports = { SharedRangesPlugin };
