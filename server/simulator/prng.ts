/**
 * Small seeded pseudo-random generators. Output must be byte-identical for the same seed on any
 * machine, so nothing here may touch Math.random() or the clock.
 */

/** Mixes integers into one 32-bit hash (murmur3 finaliser); used to derive independent streams. */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    // Fold in the high bits too: entry numbers can exceed 2^32 in theory.
    h ^= Math.floor(part / 0x100000000);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for test data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A stream of its own for (seed, ...keys): the same keys always give the same sequence. */
  static derive(seed: number, ...keys: number[]): Rng {
    return new Rng(hash32(seed, ...keys));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks from [value, weight] pairs. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of choices) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /** Roughly log-uniform amount in euro cents: public contracts span 1 k€ to tens of M€. */
  amountCents(minEuros: number, maxEuros: number): number {
    const logMin = Math.log(minEuros);
    const euros = Math.exp(logMin + this.next() * (Math.log(maxEuros) - logMin));
    // Real budgets are often round figures; keep cents on about half of them.
    return this.chance(0.5) ? Math.round(euros) * 100 : Math.round(euros * 100);
  }

  /** Base-16 string of the given length (document hashes, UUIDs). */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += (Math.floor(this.next() * 0x10000) | 0x10000).toString(16).slice(1);
    return out.slice(0, length);
  }
}
