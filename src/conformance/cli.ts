/**
 * `npx storefront-elements-conformance <base-url> [--manifest file.json] [--json]`: runs the golden
 * cases of the wire contract against a running shop. Exit code 0 when no case failed, 1 when one
 * did, 2 when the kit could not start (arguments, manifest).
 */
import { readFileSync } from 'node:fs';
import { type ConformanceManifest, readManifest } from './manifest.ts';
import { runConformance } from './run-conformance.ts';
import { textReport } from './text-report.ts';

const USAGE = 'Usage: storefront-elements-conformance <base-url> [--manifest file.json] [--json]';

/** Without a manifest: the conventions of docs/protocol.md, a `#content` region on the home page. */
const DEFAULT_MANIFEST: ConformanceManifest = { region: { path: '/', target: 'content' } };

interface Arguments {
  base: string;
  manifestFile: string | null;
  json: boolean;
}

function readArguments(argv: readonly string[]): Arguments {
  let base: string | null = null;
  let manifestFile: string | null = null;
  let json = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--json') json = true;
    else if (argument === '--manifest') manifestFile = argv[++index] ?? null;
    else if (argument.startsWith('--manifest=')) manifestFile = argument.slice('--manifest='.length);
    else if (!argument.startsWith('--') && base === null) base = argument;
    else throw new Error(`Unknown argument ${argument}.`);
  }
  if (base === null || !/^https?:\/\//.test(base)) throw new Error("Give the shop's base URL (http://…).");
  if (manifestFile === '') throw new Error('--manifest needs a file.');
  return { base, manifestFile, json };
}

async function main(): Promise<number> {
  let options: Arguments;
  let manifest: ConformanceManifest;
  try {
    options = readArguments(process.argv.slice(2));
    manifest = options.manifestFile
      ? readManifest(JSON.parse(readFileSync(options.manifestFile, 'utf8')))
      : DEFAULT_MANIFEST;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  const report = await runConformance(options.base, manifest);
  console.log(options.json ? JSON.stringify(report, null, 2) : textReport(report));
  return report.failed > 0 ? 1 : 0;
}

process.exitCode = await main();
