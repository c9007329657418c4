/**
 * The recomputations that run behind an answer still served (a reader takes the previous answer
 * while the changes since allow it: dashboardCache.ts), at most `atOnce` at a time, in the order
 * they were asked for. Nobody waits for them, so they need not all run at once: at the deadline
 * every national answer of every year fell behind together, and their recomputations, started
 * by the next reader of each, ran side by side and held PostgreSQL's cores for about a second
 * every fifteen, while saves waited (docs/performance.md, "Deadline surge, fifth round").
 *
 * A job decides when it runs whether it is still needed (a reader past the allowed age may have
 * computed the answer itself meanwhile).
 */
export function refreshQueue(atOnce: number) {
  let running = 0;
  const waiting: (() => Promise<unknown>)[] = [];
  const pump = () => {
    while (running < atOnce && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void Promise.resolve()
        .then(job)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  return {
    add(job: () => Promise<unknown>) {
      waiting.push(job);
      pump();
    },
  };
}
