import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import type { Language } from '../../i18n/languages.ts';
import { UserLists, UserListsRwd, UserMenu } from '../../views/UserTools.tsx';
import {
  PARTIAL_UPDATE_CONTENT_TYPE,
  PARTIAL_UPDATE_VARY,
  sessionExpiredBody,
  sessionExpiredHeaders,
  streamMultiTargetResponse,
  USER_TOOLS_TARGETS,
} from '../pu.ts';
import { buildViewContext, renderRegion } from '../render.tsx';
import { routeLanguage } from '../route-helpers.ts';
import { badRequest } from '../shop-error.ts';
import { streamedBody } from '../streamed-body.ts';

const USER_TOOL_REGIONS: Record<(typeof USER_TOOLS_TARGETS)[number], () => ReactElement> = {
  userMenu: () => <UserMenu />,
  userLists: () => <UserLists />,
  userListsRwd: () => <UserListsRwd />,
};

/** Regions that only make sense for a signed-in visitor: asked after the login lapsed, they expire. */
const SIGNED_IN_REGIONS = new Set(['userLists', 'userListsRwd']);

function isUserToolTarget(id: string): id is keyof typeof USER_TOOL_REGIONS {
  return Object.hasOwn(USER_TOOL_REGIONS, id);
}

/** The session-expiry answer: status 200, the expiry header and body, so the client reloads once. */
export async function sendSessionExpired(_request: FastifyRequest, reply: FastifyReply, lang: Language) {
  return reply
    .code(200)
    .header('Cache-Control', 'no-store')
    .headers(sessionExpiredHeaders())
    .type(PARTIAL_UPDATE_CONTENT_TYPE)
    .send(sessionExpiredBody(lang));
}

/**
 * `/qf/{lang}/ramjet/include`: the user tools (menu with the basket count, both list widgets),
 * as asked by `_pu_target` (all three when the request names none). `updatedCart=1` says the
 * basket changed; the menu is always rendered from the current basket, so it needs no branch.
 */
async function sendUserTools(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { lang } = routeLanguage(request);
  const targets = request.pu?.targets ?? USER_TOOLS_TARGETS;
  if (!targets.every(isUserToolTarget)) throw badRequest();
  const state = request.sessionState;
  if (state.kind === 'expired' && state.wasSignedIn && targets.some((id) => SIGNED_IN_REGIONS.has(id))) {
    return sendSessionExpired(request, reply, lang);
  }
  const view = await buildViewContext(request, reply);
  const parts = targets.map((id) => ({ id, html: renderRegion(view, USER_TOOL_REGIONS[id]()) }));
  return reply
    .header('Cache-Control', 'no-store')
    .header('Vary', PARTIAL_UPDATE_VARY)
    .type(PARTIAL_UPDATE_CONTENT_TYPE)
    .send(
      parts.length === 1 ? parts[0]!.html : streamedBody(request, reply, streamMultiTargetResponse(parts)),
    );
}

export function registerUserToolsRoutes(app: FastifyInstance): void {
  app.get('/qf/:lang/ramjet/include', sendUserTools);
  app.post('/qf/:lang/ramjet/include', sendUserTools);
}
