import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AttemptLimit } from './attempt-limiter.ts';

/**
 * The attempt limiter of instances sharing one database (docs/deploy.md): the same fixed windows
 * as `AttemptLimiter`, counted in `attempt_counters` by one upsert, so parallel attempts on any
 * instance each count once. Windows that have passed are deleted at most once a window.
 */
export class DatabaseAttemptLimiter {
  private nextSweepAt = 0;

  /** `name` keeps this limiter's keys apart from the others' in the one table. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly name: string,
    private readonly limit: AttemptLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one attempt of the key; returns the seconds until it may try again when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const now = this.now();
    await this.sweep(now);
    const endsAt = now + this.limit.windowMs;
    const row = await this.db
      .insertInto('attempt_counters')
      .values({ key: `${this.name}:${key}`, count: 1, window_ends_at: endsAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // Both read the row as it was: a passed window starts again at one.
          count: sql`case when attempt_counters.window_ends_at <= ${now} then 1 else attempt_counters.count + 1 end`,
          window_ends_at: sql`case when attempt_counters.window_ends_at <= ${now} then ${endsAt} else attempt_counters.window_ends_at end`,
        }),
      )
      .returning(['count', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return row.count > this.limit.max ? Math.ceil((row.window_ends_at - now) / 1000) : 0;
  }

  private async sweep(now: number): Promise<void> {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + this.limit.windowMs;
    await this.db
      .deleteFrom('attempt_counters')
      .where('key', 'like', `${this.name}:%`)
      .where('window_ends_at', '<=', now)
      .execute();
  }
}
