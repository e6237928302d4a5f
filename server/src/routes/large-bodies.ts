import { performance } from 'node:perf_hooks';

// The largest bodies a route reads: arrays and objects filling the route's body
// limit (OpenAPI `x-body-limit`, lib/body-limits.ts). Shared by the fuzz test, which fails when
// one of them holds the event loop over 100 ms, and by bench/body-lag.ts, which prints the figures.

export interface BodySchema {
  properties?: Record<string, { type?: string; items?: BodySchema; properties?: Record<string, unknown> }>;
}

export interface LargeBody {
  /** what the body holds, for a failure message */
  label: string;
  payload: string;
}

/** Items that fail most item schemas, each in its own way (a wrong type, a union none of whose branches match, an empty object). */
function badItems(item: BodySchema | undefined): string[] {
  const names = Object.keys(item?.properties ?? {});
  const wrongTypes = names.length ? JSON.stringify(Object.fromEntries(names.map((n) => [n, []]))) : '{"x":[]}';
  return ['{}', '"x"', '-1', 'null', wrongTypes];
}

/** `{"<field>":[item,item,...]}` (or a top-level array) of `bytes` at most. */
function filledArray(field: string | null, item: string, bytes: number): string {
  const head = field === null ? '[' : `{${JSON.stringify(field)}:[`;
  const tail = field === null ? ']' : ']}';
  const count = Math.max(1, Math.floor((bytes - head.length - tail.length) / (item.length + 1)));
  return head + Array(count).fill(item).join(',') + tail;
}

/** `{"<field>":{"k0":0,"k1":0,...}}` (or the body itself with that many keys) of about `bytes`. */
function filledObject(field: string | null, bytes: number): string {
  const keys: string[] = [];
  let size = 20 + (field?.length ?? 0);
  for (let i = 0; size < bytes - 20; i++) {
    const entry = `"k${i}":0`;
    keys.push(entry);
    size += entry.length + 1;
  }
  const object = `{${keys.join(',')}}`;
  return field === null ? object : `{${JSON.stringify(field)}:${object}}`;
}

/** Bodies of about `limit` bytes: for every field a long list of bad items and an object of many keys; the body with many keys; a top-level list. */
export function largeBodies(schema: BodySchema | undefined, limit: number): LargeBody[] {
  const bytes = limit - 64;
  const out: LargeBody[] = [
    { label: 'an object of many keys', payload: filledObject(null, bytes) },
    { label: 'a top-level list', payload: filledArray(null, '{}', bytes) },
  ];
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    for (const item of badItems(property.items)) out.push({ label: `${name}: [${item.slice(0, 30)}, …]`, payload: filledArray(name, item, bytes) });
    out.push({ label: `${name}: {k0: 0, …}`, payload: filledObject(name, bytes) });
  }
  return out;
}

type CpuUsage = (previous?: NodeJS.CpuUsage) => NodeJS.CpuUsage;
const threadCpuUsage = (process as { threadCpuUsage?: CpuUsage }).threadCpuUsage;
/**
 * The event loop's thread's processor time where Node can tell it (process.threadCpuUsage, Node
 * 23.9 on), else the process's. The process's also counts libuv's pool and V8's helper threads,
 * which never hold the loop (a scrypt at the production cost, a concurrent marking): in a full run
 * on PostgreSQL and Node 24, where test files share a worker, five tries of one 413 were all over
 * 100 ms (135 ms at best), while the same body alone cost 11-60 ms a try on that machine.
 */
const cpuUsage: CpuUsage = threadCpuUsage ? (previous) => threadCpuUsage.call(process, previous) : (previous) => process.cpuUsage(previous);

/**
 * What `run` cost the event loop: `ms`, the longest time it was held (a 1 ms timer notes the gap
 * between its ticks: one tick late by X ms means X ms when nothing else could run, /healthz
 * included), and `cpuMs`, the processor time the loop's thread spent meanwhile (cpuUsage above). On a shared
 * machine the gap also counts the time the system gave to other processes; the processor time does
 * not (and counts every step of the request, so it bounds its longest block).
 */
export async function longestBlock<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; cpuMs: number }> {
  let last = performance.now();
  let ms = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    ms = Math.max(ms, now - last - 1);
    last = now;
  }, 1);
  const cpu = cpuUsage();
  try {
    const result = await run();
    const used = cpuUsage(cpu);
    // One more tick: the block that ended with `run` is measured only when the timer fires after it.
    await new Promise((resolve) => setTimeout(resolve, 2));
    return { result, ms, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    clearInterval(probe);
  }
}
