import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, FlashType, Session, User } from '../db/schema.ts';
import { CSRF_COOKIE } from './csrf.ts';

export const SESSION_COOKIE = 'sf_session';
/** Anonymous visitors keep their basket for a week; a signed-in session ends after two idle hours. */
export const ANONYMOUS_SESSION_TTL_MS = 7 * 86_400_000;
export const SIGNED_IN_SESSION_TTL_MS = 2 * 3_600_000;
export const DEFAULT_DELIVERY = 'pickup';
const SLIDING_WRITE_INTERVAL_MS = 60_000;
/** Ended sessions stay a day, so a visitor coming back is told "expired" rather than "unknown". */
const ENDED_SESSION_RETENTION_MS = 86_400_000;
/**
 * How long a CSRF secret leads its requests to the session it opened: long enough for a new
 * visitor's requests that left before the session cookie arrived, short enough that a secret
 * planted in a browser (or a session cookie lost later) does not reach the session for long.
 */
export const FIRST_REQUESTS_WINDOW_MS = 60_000;

/** What the session cookie of a request stands for. */
export type SessionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'active'; readonly session: Session; readonly user: User | null }
  /** The cookie names a session that ended; `wasSignedIn` tells a lapsed login from an old basket. */
  | { readonly kind: 'expired'; readonly wasSignedIn: boolean };

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

function ttlFor(userId: number | null): number {
  return userId === null ? ANONYMOUS_SESSION_TTL_MS : SIGNED_IN_SESSION_TTL_MS;
}

/** A notice left for the next page render of the session. */
export interface FlashMessage {
  readonly type: FlashType;
  readonly text: string;
}

/**
 * Something kept in memory per session (push streams, finished imports): told when a session id
 * changes (sign-in) and when the session ends (sign-out, or expiry found by `sweep`), so it follows
 * the session and forgets it when it is gone.
 */
export interface SessionFollower {
  renameSession(from: string, to: string): void;
  endSession(id: string): void;
  /** The sessions it holds something for. */
  trackedSessions(): Iterable<string>;
}

/** Sessions live in the database; the cookie carries only a random id (HttpOnly, SameSite=Lax). */
export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly followers: readonly SessionFollower[] = [],
  ) {}

  async read(request: FastifyRequest): Promise<SessionState> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return { kind: 'none' };
    if (!SESSION_ID_PATTERN.test(id)) return { kind: 'expired', wasSignedIn: false };
    const session = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!session) return { kind: 'expired', wasSignedIn: false };
    if (session.expires_at <= this.now()) return { kind: 'expired', wasSignedIn: session.user_id !== null };
    const user =
      session.user_id === null
        ? null
        : ((await this.db
            .selectFrom('users')
            .selectAll()
            .where('id', '=', session.user_id)
            .executeTakeFirst()) ?? null);
    // Sliding expiry: activity keeps the session alive (written at most once a minute per session).
    const expiresAt = this.now() + ttlFor(session.user_id);
    if (expiresAt - session.expires_at < SLIDING_WRITE_INTERVAL_MS) return { kind: 'active', session, user };
    await this.db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    return { kind: 'active', session: { ...session, expires_at: expiresAt }, user };
  }

  /**
   * The active session of the request, created (and its cookie set) when there is none. A new
   * visitor's first changes can leave the browser together, each without the session cookie the
   * other's answer will set; they carry the same CSRF secret (the page's), so the session is opened
   * once per secret: the database's unique `opened_by` decides between simultaneous requests, on
   * one instance or several.
   */
  async ensure(reply: FastifyReply, state: SessionState): Promise<Session> {
    if (state.kind === 'active') return state.session;
    const csrfSecret = reply.request.cookies[CSRF_COOKIE];
    if (!csrfSecret) return this.create(reply, null);
    const openedBy = createHash('sha256').update(csrfSecret).digest('base64url');
    // An older session lets the digest go: only requests of the first moments share a session by it.
    await this.db
      .updateTable('sessions')
      .set({ opened_by: null })
      .where('opened_by', '=', openedBy)
      .where((eb) =>
        eb.or([
          eb('created_at', '<=', this.now() - FIRST_REQUESTS_WINDOW_MS),
          eb('expires_at', '<=', this.now()),
        ]),
      )
      .execute();
    await this.db
      .insertInto('sessions')
      .values(this.newSession(null, openedBy))
      .onConflict((conflict) => conflict.column('opened_by').doNothing())
      .execute();
    const session = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('opened_by', '=', openedBy)
      .executeTakeFirstOrThrow();
    this.setCookie(reply, session.id);
    return session;
  }

  async create(reply: FastifyReply, userId: number | null): Promise<Session> {
    const session = this.newSession(userId, null);
    await this.db.insertInto('sessions').values(session).execute();
    this.setCookie(reply, session.id);
    return session;
  }

  private newSession(userId: number | null, openedBy: string | null): Session {
    return {
      id: newSessionId(),
      user_id: userId,
      delivery: DEFAULT_DELIVERY,
      created_at: this.now(),
      expires_at: this.now() + ttlFor(userId),
      opened_by: openedBy,
    };
  }

  /**
   * Sign in: a fresh session id (no fixation), carrying over the visitor's basket and comparison.
   * Foreign keys cascade on update, so renaming the row moves its items in one statement. The
   * secret that opened it leads no request to it any more (the CSRF secret rotates too).
   */
  async signIn(reply: FastifyReply, state: SessionState, userId: number): Promise<Session> {
    if (state.kind !== 'active') return this.create(reply, userId);
    const id = newSessionId();
    const expiresAt = this.now() + ttlFor(userId);
    await this.db
      .updateTable('sessions')
      .set({ id, user_id: userId, expires_at: expiresAt, opened_by: null })
      .where('id', '=', state.session.id)
      .execute();
    this.setCookie(reply, id);
    for (const follower of this.followers) follower.renameSession(state.session.id, id);
    return { ...state.session, id, user_id: userId, expires_at: expiresAt, opened_by: null };
  }

  async signOut(reply: FastifyReply, state: SessionState): Promise<void> {
    if (state.kind === 'active') {
      await this.db.deleteFrom('sessions').where('id', '=', state.session.id).execute();
      this.endFollowers(state.session.id);
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Leaves a message for the next page the session renders: the same answer, or the one after a redirect. */
  async flash(sessionId: string, message: FlashMessage): Promise<void> {
    await this.db
      .insertInto('flash_messages')
      .values({ session_id: sessionId, type: message.type, text: message.text })
      .execute();
  }

  /** The session's flash messages, in the order they were left, removed as they are read: each shows once. */
  async takeFlash(sessionId: string): Promise<FlashMessage[]> {
    const rows = await this.db
      .deleteFrom('flash_messages')
      .where('session_id', '=', sessionId)
      .returning(['id', 'type', 'text'])
      .execute();
    return rows.sort((a, b) => a.id - b.id).map(({ type, text }) => ({ type, text }));
  }

  /**
   * The periodic clean-up (session-sweep.ts): what the followers hold for sessions that have ended
   * is let go (their push streams close), and rows that ended more than a day ago are deleted with
   * everything that cascades from them (basket, comparison, flash messages, delivery address).
   */
  async sweep(): Promise<void> {
    const tracked = [...new Set(this.followers.flatMap((follower) => [...follower.trackedSessions()]))];
    if (tracked.length > 0) {
      const active = await this.db
        .selectFrom('sessions')
        .select('id')
        .where('id', 'in', tracked)
        .where('expires_at', '>', this.now())
        .execute();
      const stillActive = new Set(active.map((row) => row.id));
      for (const id of tracked) if (!stillActive.has(id)) this.endFollowers(id);
    }
    await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<', this.now() - ENDED_SESSION_RETENTION_MS)
      .execute();
  }

  private endFollowers(id: string): void {
    for (const follower of this.followers) follower.endSession(id);
  }

  /** Secure when the request came over https: the cookie plugin's `secure: 'auto'` default (app.ts). */
  private setCookie(reply: FastifyReply, id: string): void {
    reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
