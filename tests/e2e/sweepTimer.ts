/** Where the sweep's time goes, summed per step over its parallel sign-ins. */
export class Timer {
  private readonly started = Date.now();
  private readonly spent = new Map<string, number>();

  async time<T>(step: string, fn: () => Promise<T>): Promise<T> {
    const t0 = Date.now();
    try {
      return await fn();
    } finally {
      this.spent.set(step, (this.spent.get(step) ?? 0) + Date.now() - t0);
    }
  }

  /** "412 s wall; sign-in 40 s, open 120 s, ..." */
  summary(): string {
    const s = (ms: number) => `${Math.round(ms / 1000)} s`;
    const steps = [...this.spent].map(([step, ms]) => `${step} ${s(ms)}`).join(', ');
    return `${s(Date.now() - this.started)} wall; ${steps}`;
  }
}
