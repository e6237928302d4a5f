import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../tools/vitest/isolation.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Every test file has its own database, so files run side by side safely; vitest's default
    // on a 2-core machine is a single worker, which leaves a core idle (PostgreSQL does half the work).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Each PGlite test file starts its own embedded PostgreSQL, a WebAssembly module of ~9 MB that
    // V8 compiled whole and then recompiled with its optimising tier in the background, for a
    // process that lives a few seconds: compiling only the functions called (lazily) and only with
    // the baseline compiler took the PGlite pass from 565 s to 485 s on a 2-core machine (no file
    // slower by more than 1 s; the pass's test time 859 → 706 s). Harmless where no WebAssembly runs.
    execArgv: ['--liftoff-only', '--wasm-lazy-compilation'],
    // Starting an embedded PostgreSQL (PGlite) takes a few seconds per test file.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // On PostgreSQL the files share their worker's modules (../tools/vitest/isolation.mjs): the
    // pass went from 224 s to 82 s. On PGlite they stay isolated: sharing took 287 s to 186 s, but
    // in one run of five jornadas.test.ts got a 500 on its three reads of selections, not yet
    // explained (the file alone, seven times over in one worker, passes; seven shared PGlite
    // passes on a quiet machine later, 85-90 s each, all passed). TEST_SHARED=1 shares them on
    // PGlite too, and TEST_LOG=error prints the app's errors, to catch that 500's cause.
    ...(process.env.TEST_DATABASE_URL || process.env.TEST_SHARED ? { projects: isolationProjects(import.meta.dirname) } : {}),
  },
});
