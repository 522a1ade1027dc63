/**
 * The files the demo serves beside its pages (docs/deploy.md "Caching"): its stylesheets, icons and
 * images from demo/public at /static/, the built library from dist/ at /assets/.
 */
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A chunk's file name carries a hash of its content: a changed chunk is a new address. */
export const CONTENT_HASHED_CACHE = 'public, max-age=31536000, immutable';
/**
 * The library's entry keeps its name across builds and names the hashed chunks of its build: it is
 * asked again on every use (a 304 while unchanged), so no page runs a new entry with old chunks.
 */
export const REVALIDATED_CACHE = 'no-cache';
/** Stylesheets and icons keep their names too; an hour old at most after a change is fine for them. */
export const HOUR_CACHE = 'public, max-age=3600';

/** The Cache-Control of a file under dist/, by where the build puts it. */
export function assetCacheControl(filePath: string): string {
  return filePath.split(sep).includes('chunks') ? CONTENT_HASHED_CACHE : REVALIDATED_CACHE;
}

export async function registerStaticFiles(
  app: FastifyInstance,
  { publicDir, distDir }: { publicDir: string; distDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/static/',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', HOUR_CACHE),
  });
  if (!existsSync(distDir)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', assetCacheControl(filePath)),
  });
}
