import type { IncomingMessage } from 'node:http';

const started = new WeakMap<IncomingMessage, number>();

/** Marks when the inbox began handling a request. */
export function startTiming(request: IncomingMessage): void {
  started.set(request, performance.now());
}

/**
 * `Server-Timing: app;dur=<ms>`: the server's own time for the request, so the bench (and the
 * browser's dev tools) can tell it from time on the wire. Undefined for an unmarked request.
 */
export function serverTiming(request: IncomingMessage): string | undefined {
  const at = started.get(request);
  return at === undefined ? undefined : `app;dur=${(performance.now() - at).toFixed(1)}`;
}
