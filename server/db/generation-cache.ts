import { LRUCache } from 'lru-cache';

/**
 * Answers kept per web process, least recently used first out, each with the data generation
 * its statements saw: one is served only while the primary still says that generation, so any
 * import, sync or deletion in any process makes it stale.
 */
export function generationCache<T extends object>(max: number) {
  const cache = new LRUCache<string, { generation: number; answer: T }>({ max });
  return {
    get(key: string, generation: number): T | undefined {
      const hit = cache.get(key);
      return hit?.generation === generation ? hit.answer : undefined;
    },
    set(key: string, generation: number, answer: T): void {
      cache.set(key, { generation, answer });
    },
  };
}
