import type { MessageKey } from '../i18n/translate.ts';

/** A refusal the visitor sees as an error page in their language, with a proper status. */
export class ShopError extends Error {
  constructor(
    readonly statusCode: number,
    readonly titleKey: MessageKey,
    readonly textKey: MessageKey,
  ) {
    super(`${statusCode} ${titleKey}`);
    this.name = 'ShopError';
  }
}

export function notFound(): ShopError {
  return new ShopError(404, 'error.notFound', 'error.notFoundText');
}

export function badRequest(): ShopError {
  return new ShopError(400, 'error.badRequest', 'error.badRequestText');
}

export function tooManyRequests(): ShopError {
  return new ShopError(429, 'error.badRequest', 'error.tooMany');
}
