import type { SessionStore } from './session.ts';

/**
 * How often ended sessions are swept: a lapsed session's push streams close within this time of
 * its end, and rows that ended a day ago go. A minute keeps both prompt for an indexed delete.
 */
export const SESSION_SWEEP_INTERVAL_MS = 60_000;

export interface SessionSweep {
  /** Stops the timer and waits for a sweep under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Sweeps the sessions every `intervalMs`. The timer is unref'd: it never keeps the process alive
 * on its own. A failed sweep is logged and the next one tries again.
 */
export function startSessionSweep(
  sessions: SessionStore,
  intervalMs: number,
  log: (error: unknown) => void,
): SessionSweep {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    // A sweep slower than the interval is not started twice.
    if (running) return;
    running = sessions
      .sweep()
      .catch(log)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
