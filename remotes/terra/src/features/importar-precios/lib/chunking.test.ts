import { chunk, inSlices, SLICE_MS } from './chunking';

describe('chunk', () => {
  it('splits into slices of at most `size`, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
    expect(chunk(Array.from({ length: 12001 }, (_, i) => i)).map((c) => c.length)).toEqual([5000, 5000, 2001]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('inSlices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers [0, count) once, in order, in ranges of `step`', async () => {
    const ranges: [number, number][] = [];
    await inSlices(10, (from, to) => ranges.push([from, to]), undefined, 4);
    expect(ranges).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    await inSlices(0, () => ranges.push([-1, -1]));
    expect(ranges).toHaveLength(3);
    await expect(inSlices(1, () => undefined, undefined, 0)).rejects.toThrow(RangeError);
  });

  it('yields whenever a task has run SLICE_MS, however few rows that took', async () => {
    // a clock that advances half a slice per range: a slow machine
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const yields: number[] = [];
    await inSlices(7, () => (now += SLICE_MS / 2), (done) => yields.push(done), 1);
    expect(yields).toEqual([2, 4, 6]);
  });
});
