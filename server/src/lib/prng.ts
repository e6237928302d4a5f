// A seeded PRNG for generated data and test cases that must be the same on every run.

/** mulberry32: a tiny, fast, well-spread 32-bit PRNG; enough for demo data and fuzz cases, not for secrets. */
export function mulberry32(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
