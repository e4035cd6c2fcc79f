import { rmSync } from 'node:fs';

/**
 * The knobs of the benches that load the server from concurrent clients, with the same defaults:
 * BENCH_SECONDS (10), BENCH_CONCURRENCY (8) and the p99 target BENCH_MAX_P99_MS (50).
 */
export function loadBenchOptions() {
  return {
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 8),
    maxP99: Number(process.env.BENCH_MAX_P99_MS ?? 50),
  };
}

interface BenchParts {
  /** Closes what the bench opened besides the server (its load generator or HTTP agent). */
  close: () => void;
  server: { stop: () => Promise<void> };
  /** The bench's scratch folder, removed at the end. */
  dir: string;
}

/**
 * Runs a bench's measurements, which answer whether its targets were met. Whatever happens the
 * bench's parts are closed, the server stopped and the scratch folder removed; the process exits
 * 0 only when the targets were met (an error is printed and counts as a miss).
 */
export async function runBench(measure: () => Promise<boolean>, { close, server, dir }: BenchParts): Promise<never> {
  let met = false;
  try {
    met = await measure();
  } catch (error) {
    console.error(error);
  } finally {
    close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(met ? 0 : 1);
}
