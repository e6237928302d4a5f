import assert from 'node:assert/strict';
import { test } from 'node:test';
import { framePids, tasksOf, timelineLines } from './timeline.mjs';

// A trace as Chromium writes it, cut down: two renderers (the page's tab and another one left
// open), the page's frame moved from its blank tab's process to another by its navigation.
const thread = (pid) => ({ name: 'thread_name', ph: 'M', pid, tid: 1, args: { name: 'CrRendererMain' } });
const task = (pid, ts, ms, child) => [
  { name: 'RunTask', ph: 'X', pid, tid: 1, ts, dur: ms * 1000 },
  ...(child ? [{ name: child, ph: 'X', pid, tid: 1, ts: ts + 1, dur: ms * 1000 - 2 }] : []),
];
const trace = {
  traceEvents: [
    thread(10),
    thread(20),
    thread(30),
    { name: 'TracingStartedInBrowser', ph: 'I', pid: 1, args: { data: { frames: [{ frame: 'PAGE', processId: 10 }, { frame: 'OTHER', processId: 20 }] } } },
    { name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, args: { data: { frame: 'PAGE', processId: 30 } } },
    ...task(10, 1000, 2),
    ...task(20, 2000, 40, 'Paint'),
    ...task(30, 5000, 12, 'ParseHTML'),
    ...task(30, 20000, 30, 'EvaluateScript'),
  ],
};

test("the frame's processes: where tracing found it and where it committed", () => {
  assert.deepEqual([...framePids(trace.traceEvents, 'PAGE')].sort(), [10, 30]);
  assert.deepEqual([...framePids(trace.traceEvents, 'NONE')], []);
});

test("another tab's tasks are left out of the page's and summed apart", () => {
  const { tasks, totalMs, smallMs, otherMs } = tasksOf(trace, 'PAGE');
  assert.deepEqual(
    tasks.map((t) => [t.at, t.ms, t.parts[0].what]),
    [
      [4, 12, 'ParseHTML'],
      [19, 30, 'EvaluateScript '],
    ],
  );
  assert.equal(totalMs, 44);
  assert.equal(smallMs, 2);
  assert.equal(otherMs, 40);
  assert.match(timelineLines({ tasks, totalMs, smallMs, otherMs }).at(-1), /otras pestañas .*: 40 ms/);
});

test('without a frame, or one the trace does not place, every renderer counts', () => {
  for (const frame of [null, 'NONE']) {
    const { tasks, otherMs } = tasksOf(trace, frame);
    assert.equal(tasks.length, 3);
    assert.equal(otherMs, 0);
  }
});
