// The build's reading of the behaviour registry (scripts/behaviour-table.mjs): every behaviour of
// the real registry with its selector and start module, the validator preloaded with live
// validation, and a clear error for an entry the build cannot read.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as markup from '../src/protocol/behaviour-markup.ts';
import { behaviourModules } from './behaviour-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('behaviourModules', () => {
  it('reads every behaviour of the registry: a selector of behaviour-markup.ts and modules that exist', async () => {
    const behaviours = await behaviourModules(ROOT);
    const selectors = new Set<string>(Object.values(markup));
    assert.ok(behaviours.length >= 15, `only ${behaviours.length} behaviours read`);
    assert.equal(new Set(behaviours.map((b) => b.selector)).size, behaviours.length, 'a selector twice');
    for (const { selector, modules } of behaviours) {
      assert.ok(selectors.has(selector), `${selector} is not a constant of behaviour-markup.ts`);
      for (const module of modules) assert.ok(existsSync(path.join(ROOT, module)), `${module} is missing`);
    }
    const find = (selector: string) => behaviours.find((b) => b.selector === selector)?.modules;
    assert.deepEqual(find(markup.VALIDATION_MARKUP), [
      'src/behaviours/validation/index.ts',
      'src/behaviours/validation/validation-controller.ts',
    ]);
    assert.deepEqual(find(markup.PREFETCH_MARKUP), ['src/core/prefetch/start-prefetch.ts']);
    assert.deepEqual(find(markup.ENCRYPTED_FORM_MARKUP), ['src/behaviours/encryption/index.ts']);
  });

  describe('a registry the build cannot read', () => {
    const roots: string[] = [];
    after(() => {
      for (const root of roots) rmSync(root, { recursive: true, force: true });
    });
    const withRegistry = (entry: string): string => {
      const root = mkdtempSync(path.join(tmpdir(), 'behaviour-table-'));
      roots.push(root);
      mkdirSync(path.join(root, 'src/protocol'), { recursive: true });
      mkdirSync(path.join(root, 'src/behaviours'), { recursive: true });
      writeFileSync(
        path.join(root, 'src/protocol/behaviour-markup.ts'),
        "export const KNOWN: string = '[data-k]';\n",
      );
      writeFileSync(path.join(root, 'src/behaviours/registry.ts'), `export const all = [\n${entry}\n];\n`);
      return root;
    };

    it('names the line of a selector that is not a markup constant', async () => {
      const root = withRegistry("behaviour({ selector: '[data-x]', load: () => import('./x.ts') }),");
      await assert.rejects(behaviourModules(root), /registry\.ts:2: the selector must be a constant of/);
    });

    it('names the line of a load that is not a plain import()', async () => {
      const root = withRegistry('behaviour({ selector: KNOWN, load: () => loadX() }),');
      await assert.rejects(behaviourModules(root), /registry\.ts:2: load must be \(\) => import/);
    });

    it('reads a constant and its preload tag', async () => {
      const root = withRegistry(
        "behaviour({\n  selector: KNOWN,\n  /** @preload ./y.ts — why */\n  load: () => import('./x.ts'),\n}),",
      );
      assert.deepEqual(await behaviourModules(root), [
        { selector: '[data-k]', modules: ['src/behaviours/x.ts', 'src/behaviours/y.ts'] },
      ]);
    });
  });
});
