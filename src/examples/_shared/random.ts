/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the
 * same sequence, so every visit, screenshot and test sees the same graph.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, max). */
export function randomInt(random: () => number, max: number): number {
  return Math.floor(random() * max);
}
