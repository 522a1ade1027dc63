/** The engine's send, repeating once a request refused for a stale token (fresh-token.ts). */
import { CSRF_TOKEN_HEADER } from '../../protocol/partial-update.ts';
import type { TransportRequest } from '../transport.ts';
import { tokenToRepeatWith, withFreshToken } from './fresh-token.ts';
import type { Send } from './posts-in-order.ts';

export function repeatingWithFreshToken<Rest extends unknown[]>(next: Send<Rest>): Send<Rest> {
  return async (request, signal, label, ...rest) => {
    const response = await next(request, signal, label, ...rest);
    if (request.method !== 'POST') return response;
    const fresh = tokenToRepeatWith(response.status, (name) => response.header(name));
    if (!fresh) return response;
    const stale = request.headers[CSRF_TOKEN_HEADER];
    const again: TransportRequest = {
      ...request,
      headers: { ...request.headers, [CSRF_TOKEN_HEADER]: fresh },
      body: withFreshToken(request.body, stale, fresh),
    };
    return next(again, signal, label, ...rest);
  };
}
