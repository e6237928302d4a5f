import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, useAfterFirstPaint } from './after-first-paint';

afterEach(() => vi.useRealTimers());

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once a frame has passed', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('does not wait for a frame that never comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 1);
    const { result } = renderHook(() => useAfterFirstPaint());
    await act(async () => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    raf.mockRestore();
  });
});
