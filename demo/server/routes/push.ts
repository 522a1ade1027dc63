import type { FastifyInstance } from 'fastify';
import type { PushMessage } from '../push/push-hub.ts';
import { routeLanguage } from '../route-helpers.ts';
import { securityHeaders } from '../security-headers.ts';
import { tooManyRequests } from '../shop-error.ts';

/** How long the browser waits before it reconnects a dropped stream (the `retry:` field). */
export const PUSH_RECONNECT_MS = 3000;

/** The headers of an open stream. */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // Proxies must pass each event on at once, not buffer the stream.
  'X-Accel-Buffering': 'no',
} as const;

/** One server-sent event: the JSON message as its data (JSON has no raw line breaks). */
export function serverSentEvent(message: PushMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}

/**
 * `GET /qf/{lang}/ramjet/push`: the session's server-sent-events stream, which
 * `<fg-partial-update push-url>` opens (same origin, the session cookie names the session). A
 * comment line every `heartbeatMs` keeps proxies from closing an idle stream. The stream ends when
 * the browser goes away, when the session signs out or expires and when the server closes. Without
 * a session there is nothing to push: 204, which tells EventSource not to reconnect. Beyond the
 * hub's caps per session and per client address: 429, which EventSource does not retry either.
 * HEAD is answered as the GET would be, without a stream.
 */
export function registerPushRoutes(app: FastifyInstance, options: { heartbeatMs: number }): void {
  const { push } = app.shop;

  app.get('/qf/:lang/ramjet/push', (request, reply) => {
    routeLanguage(request);
    const state = request.sessionState;
    if (state.kind !== 'active') {
      return reply.code(204).header('Cache-Control', 'no-store').send();
    }
    if (push.refusal(state.session.id, request.ip)) throw tooManyRequests();
    // HEAD gets the stream's status and headers, and no stream: it takes none of the session's slots.
    if (request.method === 'HEAD') {
      return reply.code(200).headers(STREAM_HEADERS).send();
    }
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, { ...securityHeaders(request), ...STREAM_HEADERS, Connection: 'keep-alive' });
    response.write(`retry: ${PUSH_RECONNECT_MS}\n\n`);

    let open = true;
    const stream = {
      send: (message: PushMessage) => {
        if (open) response.write(serverSentEvent(message));
      },
      close: () => {
        if (open) response.end();
        done();
      },
    };
    const heartbeat = setInterval(() => {
      if (open) response.write(': heartbeat\n\n');
    }, options.heartbeatMs);
    const disconnect = push.connect(state.session.id, request.ip, stream);
    function done(): void {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      disconnect();
    }
    // The answer closes when it ends here or when the browser drops the connection.
    response.once('close', done);
  });
}
