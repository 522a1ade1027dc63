/**
 * Spaces validation calls at least VALIDATION_MIN_WAIT_MS apart (start to start, never two at
 * once) and coalesces the widgets asked for meanwhile into the next call. The call reads the
 * field values when it is sent, so the latest values win and no request is lost.
 */
export type SendWidgets = (widgets: string[]) => Promise<void>;

export class CallScheduler {
  private readonly pending = new Set<string>();
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private sending: readonly string[] = [];

  constructor(
    private readonly send: SendWidgets,
    private readonly minWaitMs: number,
  ) {}

  /** True while a call runs or widgets wait for the next one. */
  get busy(): boolean {
    return this.inFlight || this.pending.size > 0;
  }

  /** True when the widget waits for the next call or is part of the running one. */
  covers(widget: string): boolean {
    return this.pending.has(widget) || this.sending.includes(widget);
  }

  request(widgets: Iterable<string>): void {
    for (const widget of widgets) this.pending.add(widget);
    this.schedule();
  }

  /** Forgets what waits and stops the timer (the form is gone or expired). */
  cancel(): void {
    this.pending.clear();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.inFlight || this.timer !== null || this.pending.size === 0) return;
    const wait = this.lastStart + this.minWaitMs - Date.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, wait);
    } else {
      void this.flush();
    }
  }

  private async flush(): Promise<void> {
    const widgets = [...this.pending];
    this.pending.clear();
    this.inFlight = true;
    this.sending = widgets;
    this.lastStart = Date.now();
    try {
      await this.send(widgets);
    } finally {
      this.inFlight = false;
      this.sending = [];
      this.schedule();
    }
  }
}
