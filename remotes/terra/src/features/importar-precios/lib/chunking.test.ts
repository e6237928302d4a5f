import { chunk } from './chunking';

describe('chunk', () => {
  it('splits into slices of at most `size`, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
    expect(chunk(Array.from({ length: 12001 }, (_, i) => i)).map((c) => c.length)).toEqual([5000, 5000, 2001]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
