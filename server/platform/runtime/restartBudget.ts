/**
 * How many crashed workers the cluster's primary replaces (server/main.ts): any number spread
 * over time, but no more than `max` within `windowMs`. A worker that dies at every start (a bad
 * deployment, the database gone) would otherwise be forked again and again while the port
 * answers nothing; past the budget the server stops with exit code 1 for its supervisor.
 */
export function restartBudget(max: number, windowMs: number) {
  const recent: number[] = [];
  return {
    /** Whether one more replacement may start at `nowMs` (and counts it if so). */
    take(nowMs: number): boolean {
      while (recent.length > 0 && nowMs - recent[0]! >= windowMs) recent.shift();
      if (recent.length >= max) return false;
      recent.push(nowMs);
      return true;
    },
  };
}
