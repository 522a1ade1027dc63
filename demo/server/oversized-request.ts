import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { ShopError } from './shop-error.ts';

/**
 * The longest address the shop reads. Longer ones (a 20 000-character search typed or pasted into
 * the form) get the shop's error page, 414, in the address's language: the search reads only its
 * first MAX_QUERY_LENGTH characters anyway.
 */
export const MAX_ADDRESS_LENGTH = 8 * 1024;

/**
 * The request head Node reads before it gives up (its default is 16 KiB). Room above
 * MAX_ADDRESS_LENGTH for an address written with many percent-escapes (a non-Latin search is 6
 * bytes a letter) and the cookies and headers beside it, so such a request reaches the page above;
 * a bigger head ends in `headerOverflowAnswer`.
 */
export const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

export function addressTooLong(): ShopError {
  return new ShopError(414, 'error.badRequest', 'error.addressTooLong');
}

/** Refuses, before any route runs, an address longer than MAX_ADDRESS_LENGTH. */
export function refuseOverlongAddresses(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_ADDRESS_LENGTH) throw addressTooLong();
  });
}

/** The language of the address in a request line that was cut off (`GET /de/search?q=…`). */
export function requestLineLanguage(head: string): Language {
  const segment = /^[A-Z]+ (?:\/qf)?\/([a-z]{2})(?:[/?]|$|\s)/.exec(head)?.[1];
  return isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeText = (text: string) => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? '');

/**
 * The answer to a request whose head Node could not read (HPE_HEADER_OVERFLOW): no request exists,
 * so no route, session or template runs — a short page of its own in the language of the address,
 * with a way back to the shop, instead of fastify's JSON. The status is Node's: 431.
 */
export function headerOverflowAnswer(head: string): string {
  const lang = requestLineLanguage(head);
  const t = translator(lang);
  const title = escapeText(t('error.badRequest'));
  const body = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title} | ${escapeText(t('siteName'))}</title>`,
    '<link rel="stylesheet" href="/static/shop.css"></head>',
    `<body><main id="content"><h1>${title}</h1><p>${escapeText(t('error.addressTooLong'))}</p>`,
    `<p><a href="/${lang}/">${escapeText(t('siteName'))}</a></p></main></body></html>`,
  ].join('');
  const length = Buffer.byteLength(body);
  return `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`;
}

/** What Node read of the request before failing: a Buffer at run time, whatever the typings say. */
function headBytes(error: ConnectionError): string {
  const raw: unknown = error.rawPacket;
  return Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
}

/**
 * The server's client-error handler (fastify's `clientErrorHandler`): the header overflow is
 * answered with the page above (the bytes Node hands over are the chunk it failed on, which holds
 * the request line when the head came in one piece; else the page is in the default language); a
 * time-out and a malformed request are answered as Node answers them, with a bare 408 or 400.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    socket.write(
      error.code === 'HPE_HEADER_OVERFLOW'
        ? headerOverflowAnswer(headBytes(error))
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'
          : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  }
  socket.destroy(error);
}
