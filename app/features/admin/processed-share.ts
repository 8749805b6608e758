/** The share of a user's notifications already processed, rounded ('67 %'); null without any. */
export function processedShare(total: number, unprocessed: number): string | null {
  if (total <= 0) return null;
  return `${Math.round(((total - unprocessed) / total) * 100)} %`;
}
