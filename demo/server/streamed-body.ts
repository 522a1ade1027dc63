/**
 * A streamed answer's body for Fastify: each piece reaches the browser as soon as it is written.
 * The app's compression (@fastify/compress) would hold the pieces in zlib's buffer until the end, so
 * the body is compressed here, flushed after every piece, and sent as already compressed.
 */
import { pipeline, Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function streamedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  pieces: AsyncIterable<string>,
): Readable {
  const plain = Readable.from(pieces);
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return plain;
  reply.header('Content-Encoding', 'gzip');
  // Caches keep the compressed answer apart (the app's compression would have said so itself).
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  // A piece that fails to render destroys the body, and Fastify the connection: the client reads
  // an answer cut off and puts back what it swapped.
  return pipeline(plain, createGzip({ flush: constants.Z_SYNC_FLUSH }), () => {});
}
