import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AttemptCounters } from './attempt-limits.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { ListImports } from './list-import.ts';
import type { EncryptionKeyPair, PartialUpdateRequest, ValidationContexts } from './pu.ts';
import type { PushHub } from './push/push-hub.ts';
import type { SessionState, SessionStore } from './session.ts';

/** What every route needs, decorated on the fastify instance as `app.shop`. */
export interface ShopServices {
  readonly db: Kysely<Database>;
  readonly sessions: SessionStore;
  readonly now: () => number;
  /** The categories and price ranges every visitor sees alike, read once (catalogue-cache.ts). */
  readonly catalogue: CatalogueCache;
  /** Made at start-up: the public half is answered at /qf/{lang}/ramjet/keyPair, passwords arrive encrypted for it. */
  readonly encryptionKeys: EncryptionKeyPair;
  /** Live-validation contexts of every form: in this process's memory, or signed (several instances). */
  readonly validationContexts: ValidationContexts;
  /** The sessions' server-sent-event streams. */
  readonly push: PushHub;
  /** Background imports into shopping lists. */
  readonly imports: ListImports;
  /** Login, registration and live-validation attempts per client address and per e-mail. */
  readonly attempts: AttemptCounters;
  /** Pages load the settled signal before the library (BuildAppOptions.settledSignal). */
  readonly settledSignal: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
  }
  interface FastifyRequest {
    /** The visitor's session as the cookie names it (read once per request). */
    sessionState: SessionState;
    /** The partial-update request, or null for a full page load. */
    pu: PartialUpdateRequest | null;
    /** This request's Content-Security-Policy nonce for the library's default styles. */
    cspNonce: string;
  }
}
