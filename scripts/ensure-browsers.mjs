// Makes sure the requested test browsers are installed: on a fresh Debian machine (as root)
// it installs the missing ones with apt-get; otherwise it names the package to install.
// Usage: node scripts/ensure-browsers.mjs [chromium,firefox,webkit]   (default: env BROWSERS or all)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserRequirements, parseBrowserList } from './wtr/browsers.mjs';

/** True when a path exists, or a bare command name is found on PATH. */
export function commandExists(command) {
  if (!command) return false;
  if (command.includes('/')) return existsSync(command);
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, command)));
}

/** Binaries a browser needs that are not there. WebKit also needs xvfb-run unless a display exists. */
function missingBinaries(name) {
  const needed = [...browserRequirements()[name].binaries];
  if (name === 'webkit' && !process.env.DISPLAY) needed.push('xvfb-run', 'xauth');
  return needed.filter((binary) => !commandExists(binary));
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

/**
 * Installs what is missing for the given browsers, or throws an error that says what to install.
 * @param {string[]} names browser names (chromium, firefox, webkit)
 */
export function ensureBrowsers(names) {
  const missing = names.filter((name) => missingBinaries(name).length > 0);
  if (missing.length === 0) return;

  const packages = [...new Set(missing.flatMap((name) => browserRequirements()[name].packages))];
  const canInstall = process.getuid?.() === 0 && commandExists('apt-get');
  if (!canInstall) {
    const details = missing
      .map((name) => `  ${name}: missing ${missingBinaries(name).join(', ')}`)
      .join('\n');
    throw new Error(
      `Test browsers are missing:\n${details}\n` +
        `Install them with: apt-get install -y ${packages.join(' ')}\n` +
        '(or point CHROME_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH at existing binaries).',
    );
  }

  console.log(`Installing test browsers (${missing.join(', ')}): ${packages.join(' ')}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...packages]);

  const stillMissing = missing.flatMap((name) => missingBinaries(name));
  if (stillMissing.length > 0) {
    throw new Error(`After apt-get install, still missing: ${stillMissing.join(', ')}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const names = parseBrowserList(process.argv[2] ?? process.env.BROWSERS);
    ensureBrowsers(names);
    console.log(`Browsers ready: ${names.join(', ')}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
