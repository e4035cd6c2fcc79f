import type Database from 'better-sqlite3';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Group commit: every call that arrives while the event loop is busy joins one transaction, so
 * concurrent visitors share one fsync. Each caller's promise settles only after that commit, so
 * no one is told "sent" or "booked" before it is on disk. `work` should itself be a
 * db.transaction: each call is then its own savepoint, and one bad call cannot take the others
 * down. `immediate` takes the write lock before the first read (a booking's capacity check).
 */
export function groupCommit<A extends unknown[], R>(db: Database.Database, work: (...args: A) => R, { immediate = false } = {}): (...args: A) => Promise<R> {
  let queue: { args: A; done: (result: R | Error) => void }[] = [];
  const commitBatch = db.transaction((batch: typeof queue) =>
    batch.map((item) => {
      try {
        return work(...item.args);
      } catch (error) {
        return asError(error);
      }
    }),
  );
  const flush = () => {
    const batch = queue;
    queue = [];
    let results: (R | Error)[];
    try {
      results = immediate ? commitBatch.immediate(batch) : commitBatch(batch);
    } catch (error) {
      const failure = asError(error);
      results = batch.map(() => failure);
    }
    batch.forEach((item, index) => item.done(results[index]!));
  };
  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ args, done: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
    });
}
