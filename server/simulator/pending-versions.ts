import type { TenderVersion } from './versions';

export interface Pending {
  slot: number;
  seq: number;
  version: TenderVersion;
}

/** Binary min-heap on (slot, seq): older versions waiting for their place further down the feed. */
export class PendingVersions {
  private items: Pending[] = [];
  private less = (a: Pending, b: Pending) => a.slot < b.slot || (a.slot === b.slot && a.seq < b.seq);
  get size() {
    return this.items.length;
  }
  peek(): Pending | undefined {
    return this.items[0];
  }
  push(item: Pending): void {
    const h = this.items;
    h.push(item);
    for (let i = h.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (!this.less(h[i]!, h[up]!)) break;
      [h[i], h[up]] = [h[up]!, h[i]!];
      i = up;
    }
  }
  pop(): Pending {
    const h = this.items;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length > 0) {
      h[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}
