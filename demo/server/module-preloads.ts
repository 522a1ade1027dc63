/**
 * The page's `<head>` names the chunks its markup needs (docs/architecture.md "Loading"), from the
 * build's chunk table: the browser fetches them beside the library instead of one after another.
 * Without a build (dist/ missing) pages go out as rendered.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_SCRIPT } from '../views/Document.tsx';
import { DIST_DIR } from './dist-dir.ts';
import { type ChunkTable, modulePreloadLinks } from './pu.ts';

/** Where dist/ is served: the folder of the library's script. */
const ASSETS_BASE = LIBRARY_SCRIPT.slice(0, LIBRARY_SCRIPT.lastIndexOf('/') + 1);
const HEAD_END = '</head>';

let table: ChunkTable | undefined;

function chunkTable(): ChunkTable | undefined {
  if (table) return table;
  const file = join(DIST_DIR, 'chunk-table.json');
  if (!existsSync(file)) return undefined;
  table = JSON.parse(readFileSync(file, 'utf8')) as ChunkTable;
  return table;
}

/** The rendered document with modulepreload links for its components' chunks at the end of its head. */
export function withModulePreloads(html: string): string {
  const chunks = chunkTable();
  const at = html.indexOf(HEAD_END);
  if (!chunks || at < 0) return html;
  return html.slice(0, at) + modulePreloadLinks(html, chunks, ASSETS_BASE) + html.slice(at);
}
