import { describe, expect, it, vi } from 'vitest';
import { runWhenIdle, type Idle } from './when-idle';

/** An idle scheduler the test drives: each call to `tick` runs one idle period. */
function manualIdle() {
  const queue: Array<() => void> = [];
  const idle: Idle = (task) => {
    queue.push(task);
    return () => queue.splice(queue.indexOf(task), 1);
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { idle, queue, tick: async () => (queue.shift()?.(), flush()) };
}

describe('runWhenIdle', () => {
  it('runs each step in an idle period of its own, one after the other', async () => {
    const { idle, queue, tick } = manualIdle();
    const a = vi.fn(async () => undefined);
    const b = vi.fn(async () => undefined);
    runWhenIdle([a, b], idle);
    expect(a).not.toHaveBeenCalled();
    await tick();
    expect(a).toHaveBeenCalledOnce();
    expect(b).not.toHaveBeenCalled();
    expect(queue).toHaveLength(1);
    await tick();
    expect(b).toHaveBeenCalledOnce();
    expect(queue).toHaveLength(0);
  });

  it('a failed step does not stop the next one', async () => {
    const { idle, tick } = manualIdle();
    const next = vi.fn(async () => undefined);
    runWhenIdle([() => Promise.reject(new Error('remoto caído')), next], idle);
    await tick();
    await tick();
    expect(next).toHaveBeenCalledOnce();
  });

  it('stopping (the page was left) drops what has not started', async () => {
    const { idle, queue, tick } = manualIdle();
    const a = vi.fn(async () => undefined);
    const stop = runWhenIdle([a], idle);
    stop();
    expect(queue).toHaveLength(0);
    await tick();
    expect(a).not.toHaveBeenCalled();
  });
});
