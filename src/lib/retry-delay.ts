/**
 * How long to wait before the nth try again (n from 1): the first delay, doubled at each
 * failure, never longer than the last. The outbox, the off-site restore and the replicator's
 * restarts all back off this way.
 */
export function doublingDelay(n: number, firstMs: number, lastMs: number): number {
  return Math.min(lastMs, firstMs * 2 ** (n - 1));
}
