import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type AttemptLimit, AttemptLimiter } from './attempt-limiter.ts';
import { DatabaseAttemptLimiter } from './database-attempt-limiter.ts';

const MINUTE_MS = 60_000;

/**
 * How often a visitor may try to log in, register or have the registration checked. Each kind
 * counts per client address and per e-mail (the account logged into, the address registered or
 * validated), so neither many addresses against one account nor one address against many accounts
 * gets far. Windows are one minute because the refusal tells the visitor to try again in a minute.
 */
export const DEFAULT_ATTEMPT_LIMITS = {
  /** A household or an office shares one address. */
  loginPerAddress: { max: 10, windowMs: MINUTE_MS },
  /** Password guessing spread over many addresses ends here. */
  loginPerAccount: { max: 10, windowMs: MINUTE_MS },
  registrationPerAddress: { max: 10, windowMs: MINUTE_MS },
  /** Nobody needs more tries than this to register one e-mail; a script probing it does. */
  registrationPerEmail: { max: 5, windowMs: MINUTE_MS },
  /** The page calls at most once a second per form: two forms typed at full speed from one address. */
  validationPerAddress: { max: 120, windowMs: MINUTE_MS },
  /** Every call carries the form's e-mail field, so all of one form's checks count against it. */
  validationPerEmail: { max: 60, windowMs: MINUTE_MS },
} as const satisfies Record<string, AttemptLimit>;

export type AttemptLimits = { readonly [Name in keyof typeof DEFAULT_ATTEMPT_LIMITS]: AttemptLimit };

/** What a visitor attempts; each kind has its own counters. */
export type AttemptKind = 'login' | 'registration' | 'validation';

/** The header telling a refused client how many seconds to wait. */
export const RETRY_AFTER_HEADER = 'Retry-After';

/** Counts attempts of one kind per key: in this process, or in the database shared by several instances. */
interface Limiter {
  hit(key: string): number | Promise<number>;
}

/**
 * Counters of every kind of attempt, per client address and per e-mail. Given the database
 * (several instances on PostgreSQL: docs/deploy.md), they count there, so every instance sees
 * every attempt; else in this process's memory.
 */
export class AttemptCounters {
  private readonly perAddress: Record<AttemptKind, Limiter>;
  private readonly perEmail: Record<AttemptKind, Limiter>;

  constructor(limits: AttemptLimits, now: () => number, shared?: Kysely<Database>) {
    const limiter = (name: keyof AttemptLimits): Limiter =>
      shared
        ? new DatabaseAttemptLimiter(shared, name, limits[name], now)
        : new AttemptLimiter(limits[name], now);
    this.perAddress = {
      login: limiter('loginPerAddress'),
      registration: limiter('registrationPerAddress'),
      validation: limiter('validationPerAddress'),
    };
    this.perEmail = {
      login: limiter('loginPerAccount'),
      registration: limiter('registrationPerEmail'),
      validation: limiter('validationPerEmail'),
    };
  }

  /**
   * Counts one attempt from the address naming the e-mail (normalised; empty when the form has
   * none, which counts per address only: an empty key would make every visitor share one counter).
   * Returns the seconds to wait when either counter is over its limit, else 0.
   */
  async count(kind: AttemptKind, address: string, email: string): Promise<number> {
    const byAddress = await this.perAddress[kind].hit(address);
    const byEmail = email === '' ? 0 : await this.perEmail[kind].hit(email);
    return Math.max(byAddress, byEmail);
  }
}

/** Tells a refused client when to try again (the status is the answer's: 429, or 200 for a partial update). */
export function retryAfter(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header(RETRY_AFTER_HEADER, String(seconds));
}
