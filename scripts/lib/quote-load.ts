/**
 * Quote requests as load for the benches (bench:leads, bench:publish): multipart bodies like
 * the browser island sends, posted over keep-alive connections by a fixed number of workers
 * until told to stop, with every answer timed.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const boundary = '----ccrbench7MA4YWxkTrZu0gW';

/** A multipart body like the one the browser island sends, with its photos after the text. */
export function submission(n: number, photos: readonly Buffer[] = []): Buffer {
  const fields: Record<string, string> = {
    name: `Bench Visitor ${n}`,
    // One customer each: the booking bench books every request, past the limit of 2 upcoming visits per phone number.
    phone: `(704) 555-${String(n % 10_000).padStart(4, '0')}`,
    email: `visitor${n}@example.com`,
    address: `${100 + (n % 900)} Main St, Charlotte, NC 28202`,
    service: 'crack-repair',
    message: 'Two cracks across the driveway apron, about 6 ft each, one lifting at the edge. '.repeat(3),
    company_website: '',
  };
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  photos.forEach((bytes, index) => {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo-${index + 1}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export interface Run {
  accepted: number;
  rejected: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
}

export function quoteLoad(port: number, concurrency: number) {
  // Keep-alive connections, one per worker, as browsers reuse theirs. node:http keeps the
  // client's own CPU use low: client and server share this machine's two cores.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let n = 0;

  const send = (body: Buffer): Promise<number> =>
    new Promise((done, fail) => {
      const headers = {
        Accept: 'application/json',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
        'Idempotency-Key': randomUUID(),
      };
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/quote', headers, agent }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      req.on('error', fail);
      req.end(body);
    });

  const post = async (photos: readonly Buffer[]) => {
    const started = performance.now();
    const status = await send(submission(n++, photos));
    return { ok: status === 201, ms: performance.now() - started };
  };

  return {
    /** Posts from every worker until `done` reports true, and times every answer. */
    async measure(done: () => boolean, photos: readonly Buffer[] = []): Promise<Run> {
      const latencies: number[] = [];
      let accepted = 0;
      let rejected = 0;
      const startedAt = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (!done()) {
            const result = await post(photos);
            if (result.ok) accepted += 1;
            else rejected += 1;
            latencies.push(result.ms);
          }
        }),
      );
      const seconds = (performance.now() - startedAt) / 1000;
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
      return { accepted, rejected, rps: accepted / seconds, p50: pct(50), p99: pct(99), max: latencies.at(-1) ?? NaN, seconds };
    },
    /** Warms up the JIT and the connection pool before measuring. */
    async warmUp(ms = 1500, photos: readonly Buffer[] = []): Promise<void> {
      const until = Date.now() + ms;
      await this.measure(() => Date.now() >= until, photos);
    },
    close: () => agent.destroy(),
  };
}

/** Two lines: accepted per second, then latency percentiles. */
export function describeRun(run: Run): string {
  return [
    `accepted: ${run.accepted} (${run.rps.toFixed(run.rps < 100 ? 1 : 0)}/s)  rejected: ${run.rejected}`,
    `latency: p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  max ${run.max.toFixed(1)} ms`,
  ].join('\n');
}
