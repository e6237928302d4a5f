// What the page's main thread asked of the kernel during a step: the pages of fresh memory it
// faulted in and its time in the kernel. The CPU reference (bench/machine.mjs) runs with its data
// in the caches and never pays either; on one machine of this kind a fresh page cost 17 µs, and
// the same steps took twice as long as on another machine whose CPU reference was slower. Printed
// beside each figure of `pnpm bench --line`, so that two machines' figures can be told apart by
// what they spent there.
//
// Linux only (/proc); elsewhere every count is null. A renderer's main thread is its process's
// first thread (its id is the process's); its counters survive the process only until it exits,
// so a step is counted on the renderers alive at its end.
import fs from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ: /proc's times are in ticks of 10 ms

/** pid → { pages, kernelMs } of each Chromium renderer's main thread now. */
export function rendererMainThreads() {
  const out = new Map();
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state is the 3rd field of stat(5), minflt the 10th, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, { pages: Number(fields[7]), kernelMs: Number(fields[12]) * TICK_MS });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** What the renderers' main threads did between two snapshots: { pages, kernelMs }, or null off Linux. */
export function mainThreadsSince(before, after = rendererMainThreads()) {
  if (!before || !after) return null;
  let pages = 0;
  let kernelMs = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { pages: 0, kernelMs: 0 };
    pages += now.pages - then.pages;
    kernelMs += now.kernelMs - then.kernelMs;
  }
  return { pages, kernelMs };
}
