/** How many attempts one key may make in one window. */
export interface AttemptLimit {
  readonly max: number;
  readonly windowMs: number;
}

interface Window {
  count: number;
  readonly endsAt: number;
}

/**
 * Counts attempts per key (an address, an e-mail) in fixed windows. A key whose window has passed
 * is forgotten on the next sweep, which runs at most once a window, so the map holds only the keys
 * seen in the current window.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  constructor(
    private readonly limit: AttemptLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt of the key; returns the seconds until it may try again when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.max ? Math.ceil((window.endsAt - now) / 1000) : 0;
  }

  /** How many keys are remembered (their window has not passed or not yet been swept). */
  get trackedKeys(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.limit.windowMs;
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}
