import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type MessageKey, translator } from '../i18n/translate.ts';
import { ErrorPage } from '../views/SimplePages.tsx';
import { EncryptedFieldError, PartialUpdateRequestError } from './pu.ts';
import { requestLanguage, sendPage } from './render.tsx';
import { ShopError } from './shop-error.ts';
import './services.ts';

interface ErrorView {
  status: number;
  titleKey: MessageKey;
  textKey: MessageKey;
}

/** Map any failure to a status and a translated explanation; nothing leaks from internals. */
function classify(error: unknown): ErrorView {
  if (error instanceof ShopError)
    return { status: error.statusCode, titleKey: error.titleKey, textKey: error.textKey };
  if (error instanceof PartialUpdateRequestError) {
    return { status: 400, titleKey: 'error.badRequest', textKey: 'error.badRequestText' };
  }
  // Ciphertext the shop's key cannot read: tampered with, or encrypted for the key of an earlier start.
  if (error instanceof EncryptedFieldError) {
    return { status: 400, titleKey: 'error.badRequest', textKey: 'error.encryptedField' };
  }
  const { code, statusCode } = error as Partial<FastifyError>;
  if (typeof code === 'string' && code.startsWith('FST_CSRF_')) {
    return { status: 403, titleKey: 'error.badRequest', textKey: 'error.csrf' };
  }
  if (statusCode === 429) return { status: 429, titleKey: 'error.badRequest', textKey: 'error.tooMany' };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, titleKey: 'error.badRequest', textKey: 'error.badRequestText' };
  }
  return { status: 500, titleKey: 'error.badRequest', textKey: 'error.server' };
}

async function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  view: ErrorView,
): Promise<FastifyReply> {
  // Errors raised before the per-request hooks ran (body too large, bad JSON) still render a page.
  request.sessionState ??= { kind: 'none' };
  request.pu ??= null;
  const t = translator(requestLanguage(request));
  return sendPage(request, reply, {
    title: t(view.titleKey),
    body: <ErrorPage titleKey={view.titleKey} textKey={view.textKey} />,
    status: view.status,
  });
}

/**
 * An address fastify's router cannot read (a percent-escape that is not UTF-8) with a method no
 * shop route takes (DELETE, PUT, PATCH, OPTIONS) comes to the not-found handler straight from the
 * router, outside the request lifecycle: no hook has run (no session was read) and the reply lacks
 * the plugins' methods, so no page can be rendered, and a failure here is caught by nothing and
 * leaves the answer open for good. It gets what fastify answers such an address with the other
 * methods: 400 and a JSON error of the same shape.
 */
function sendUnreadableAddress(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({
    error: 'Bad Request',
    code: 'FST_ERR_BAD_URL',
    message: 'The address is not a valid URL.',
    statusCode: 400,
  });
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const view = classify(error);
    if (view.status >= 500) request.log.error(error);
    return sendError(request, reply, view);
  });
  app.setNotFoundHandler(async (request, reply) => {
    // A request that went through the lifecycle had its session read by the shop's preHandler.
    if (!request.sessionState) return sendUnreadableAddress(reply);
    return sendError(request, reply, {
      status: 404,
      titleKey: 'error.notFound',
      textKey: 'error.notFoundText',
    });
  });
}
