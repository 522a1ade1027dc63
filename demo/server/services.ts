import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ListImports } from './list-import.ts';
import type { PartialUpdateRequest } from './pu.ts';
import type { PushHub } from './push/push-hub.ts';
import type { SessionState, SessionStore } from './session.ts';

/** What every route needs, decorated on the fastify instance as `app.shop`. */
export interface ShopServices {
  readonly db: Kysely<Database>;
  readonly sessions: SessionStore;
  readonly now: () => number;
  /** The sessions' server-sent-event streams. */
  readonly push: PushHub;
  /** Background imports into shopping lists. */
  readonly imports: ListImports;
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
  }
}
