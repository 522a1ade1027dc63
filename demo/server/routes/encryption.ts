import type { FastifyInstance } from 'fastify';
import { PUBLIC_KEY_ANSWER_HEADERS, publicKeyAnswer } from '../pu.ts';
import { routeLanguage } from '../route-helpers.ts';

/**
 * The key-pair endpoint of encrypted submission (docs/validation.md): the public half of the key pair made at
 * start-up, as a JWK (never any private part, never cached). Forms name it in `data-encrypt-key-url`.
 */
export function registerEncryptionRoutes(app: FastifyInstance): void {
  app.get('/qf/:lang/ramjet/keyPair', async (request, reply) => {
    routeLanguage(request); // an unknown language is a 404 like every other address
    return reply.headers(PUBLIC_KEY_ANSWER_HEADERS).send(publicKeyAnswer(app.shop.encryptionKeys));
  });
}
