// Where a step's main thread goes, task by task, from a Chrome trace of the page (the browser's
// own "devtools.timeline" events, as the Performance panel shows them): each top-level task of the
// renderer's main thread that took long enough to matter, with what ran in it (the script
// evaluated, the event or callback fired, style, layout, paint). Unlike the CPU profile
// (profile.mjs), tracing leaves the page's timing almost as it is, and it shows what waited for
// what. For diagnosis only: `BENCH_LINE_TIMELINE=1 node bench/run.mjs --line`.

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];
/** Top-level tasks shorter than this are summed, not listed (BENCH_TIMELINE_LIST_MS for a finer view). */
const LIST_MS = Number(process.env.BENCH_TIMELINE_LIST_MS) || 8;

/**
 * Starts tracing `page`'s browser; answers stop(), which answers the tasks of `page`'s own main
 * thread. The trace holds every renderer of the browser: another tab left open (the branch line's
 * repeat visit opens a second one) showed its paints and events among the page's, on a clock
 * that made them look like the page's start.
 */
export async function startTimeline(browser, page) {
  const frame = await mainFrameId(page);
  await browser.startTracing(page, { categories: CATEGORIES });
  return async () => tasksOf(JSON.parse((await browser.stopTracing()).toString('utf8')), frame);
}

/** The DevTools id of `page`'s main frame, as the trace's frame events name it. */
async function mainFrameId(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    return (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * The renderer processes that held frame `frame` during the trace: the one it was in when tracing
 * started and each one it committed a navigation in (a navigation may move it to another).
 */
export function framePids(events, frame) {
  const pids = new Set();
  for (const e of events) {
    const d = e.args?.data;
    if (e.name === 'TracingStartedInBrowser') for (const f of d?.frames ?? []) if (f.frame === frame && f.processId) pids.add(f.processId);
    if (e.name === 'FrameCommittedInBrowser' && d?.frame === frame && d.processId) pids.add(d.processId);
  }
  return pids;
}

/** What a child event says it ran: a script's file, an event's type, or else the event's name. */
function label(e) {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const file = (url) => (url ? new URL(url, 'http://x').pathname.split('/').pop() : '');
  if (e.name === 'EvaluateScript' || e.name.startsWith('v8.')) return `${e.name} ${file(d.url ?? e.args?.fileName)}`;
  if (e.name === 'FunctionCall') return `FunctionCall ${file(d.url)}:${d.functionName || '?'}`;
  if (e.name === 'EventDispatch') return `EventDispatch ${d.type}`;
  return e.name;
}

/**
 * The top-level tasks (`RunTask`) of the main thread of frame `frame`'s renderer (of every renderer
 * when the trace does not say where the frame was), each with its start (ms from the first one),
 * its length and its three longest children; `otherMs`: the other renderers' main threads' time,
 * which took cores from the page's.
 */
export function tasksOf(trace, frame = null) {
  const events = trace.traceEvents ?? trace;
  const pids = frame ? framePids(events, frame) : new Set();
  const renderers = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const ours = (e) => pids.size === 0 || pids.has(e.pid);
  const mains = new Set(renderers.filter(ours).map((e) => `${e.pid}:${e.tid}`));
  const others = new Set(renderers.filter((e) => !ours(e)).map((e) => `${e.pid}:${e.tid}`));
  const timed = (e) => e.ph === 'X' && typeof e.dur === 'number';
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  const otherMs = events.filter((e) => others.has(`${e.pid}:${e.tid}`) && timed(e) && isTask(e)).reduce((n, e) => n + e.dur / 1000, 0);
  const onMain = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && timed(e));
  const tasks = onMain.filter(isTask).sort((a, b) => a.ts - b.ts);
  if (tasks.length === 0) return { tasks: [], totalMs: 0, smallMs: 0, otherMs };
  const children = onMain.filter((e) => !isTask(e));
  const origin = tasks[0].ts;
  const out = [];
  let smallMs = 0;
  let totalMs = 0;
  for (const t of tasks) {
    const ms = t.dur / 1000;
    totalMs += ms;
    if (ms < LIST_MS) {
      smallMs += ms;
      continue;
    }
    // The task's direct work: its children one level down (those not inside another child).
    const inside = children.filter((c) => c.pid === t.pid && c.tid === t.tid && c.ts >= t.ts && c.ts + c.dur <= t.ts + t.dur);
    const top = inside.filter((c) => !inside.some((p) => p !== c && p.ts <= c.ts && p.ts + p.dur >= c.ts + c.dur && p.dur > c.dur));
    top.sort((a, b) => b.dur - a.dur);
    out.push({ at: (t.ts - origin) / 1000, ms, parts: top.slice(0, 3).map((c) => ({ what: label(c), ms: c.dur / 1000 })) });
  }
  return { tasks: out, totalMs, smallMs, otherMs };
}

/**
 * Starts tracing `page`'s browser, as the benches print it: answers print(heading), which stops
 * the trace and prints the heading, then the tasks indented under it.
 */
export async function startPrintedTimeline(browser, page) {
  const stop = await startTimeline(browser, page);
  return async (heading) => {
    const tasks = await stop();
    console.log(`   ${heading}`);
    for (const line of timelineLines(tasks)) console.log(`     ${line}`);
  };
}

/** The tasks as lines: '  133 ms    88 ms  EvaluateScript main.634e0dcc.js 76 ms · ParseHTML 9 ms', then the sums. */
export function timelineLines({ tasks, totalMs, smallMs, otherMs = 0 }) {
  const lines = tasks.map(
    (t) => `${String(Math.round(t.at)).padStart(5)} ms  ${t.ms.toFixed(0).padStart(4)} ms  ${t.parts.map((p) => `${p.what} ${p.ms.toFixed(0)} ms`).join(' · ')}`,
  );
  lines.push(`en tareas de menos de ${LIST_MS} ms: ${smallMs.toFixed(0)} ms; en todas: ${totalMs.toFixed(0)} ms`);
  if (otherMs > 0) lines.push(`otras pestañas (sus hilos principales, no listados): ${otherMs.toFixed(0)} ms en tareas`);
  return lines;
}
