import type { CpuUse } from './cpu';
import type { RecomputeFigures } from './surgeMetrics';
import type { WriteKind } from './surgeWriters';

/** What the `deadline surge` scenario measures (surge.ts), as the report and the results file hold it. */

export interface ReadFigures {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface SurgeRoute {
  name: string;
  /** the account reading it (username = role for the demo accounts) */
  role: string;
  connections: number;
  readOnly: ReadFigures;
  surge: ReadFigures;
  /** surge p99 / read-only p99; null when a window had no answer at all (a miss) */
  p99Ratio: number | null;
}

export interface WriteFigures {
  count: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** due writes not sent because every session had one in flight (the server fell behind) */
  skipped: number;
  byKind: Record<WriteKind, { count: number; p99Ms: number; errors: number }>;
  errorSamples: string[];
}

export interface SurgeRun {
  statedWriteRate: number;
  sessions: number;
  seconds: number;
  warmupSeconds: number;
  routes: SurgeRoute[];
  writes: WriteFigures;
  /** the read-only window's and the surge window's CPU (server, PostgreSQL, per request) */
  cpu: { readOnly: CpuUse | null; surge: CpuUse | null };
  recompute: RecomputeFigures;
}
