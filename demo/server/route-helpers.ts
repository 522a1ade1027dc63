import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FlashType, Session, User } from '../db/schema.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { type Translate, translator } from '../i18n/translate.ts';
import { asFields, type Fields } from './input.ts';
import { isSameOriginPath } from './pu.ts';
import { notFound } from './shop-error.ts';
import './services.ts';

/** The `lang` route parameter; an unknown language is a 404 page. */
export function routeLanguage(request: FastifyRequest): { lang: Language; t: Translate } {
  const lang = (request.params as { lang?: unknown }).lang;
  if (!isLanguage(lang)) throw notFound();
  return { lang, t: translator(lang) };
}

export function queryFields(request: FastifyRequest): Fields {
  return asFields(request.query);
}

export function bodyFields(request: FastifyRequest): Fields {
  return asFields(request.body);
}

/** The visitor's session, created on the first change they make. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<Session> {
  const session = await request.server.shop.sessions.ensure(reply, request.sessionState);
  if (request.sessionState.kind !== 'active') {
    request.sessionState = { kind: 'active', session, user: null };
  }
  return session;
}

/** Leaves a notice for the next page the visitor sees (this answer, or the one after a redirect). */
export async function flash(
  request: FastifyRequest,
  reply: FastifyReply,
  type: FlashType,
  text: string,
): Promise<void> {
  const session = await ensureSession(request, reply);
  await request.server.shop.sessions.flash(session.id, { type, text });
}

export function signedInUser(request: FastifyRequest): User | null {
  return request.sessionState.kind === 'active' ? request.sessionState.user : null;
}

/** After a change: a partial update renders in place; a plain form post redirects (post/redirect/get). */
export function isPartial(request: FastifyRequest): boolean {
  return request.pu !== null;
}

export function redirectAfterPost(reply: FastifyReply, path: string): FastifyReply {
  return reply.code(303).header('Location', path).send();
}

/** A same-origin return address from a form field, or the fallback. */
export function safeReturnPath(value: string | undefined, fallback: string): string {
  return value && isSameOriginPath(value) && !value.startsWith('/qf/') ? value : fallback;
}

/** The page the visitor came from, when it is on this site; used for "continue shopping". */
export function refererPath(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    if (url.host !== request.host) return fallback;
    return safeReturnPath(url.pathname + url.search, fallback);
  } catch {
    return fallback;
  }
}
