import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The library's build, served to the demo's pages (a module of its own: the page renderer reads it too). */
export const DIST_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');
