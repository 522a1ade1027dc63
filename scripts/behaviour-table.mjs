// The lazy behaviours as the build sees them: for every `behaviour({ selector, load })` of
// src/behaviours/registry.ts, the selector it starts on (the value of its constant in
// src/protocol/behaviour-markup.ts) and the modules it loads as soon as that markup is there — the
// one `load` imports, and those a `@preload` tag on `load` names (what the start module itself loads
// at once). The build turns the modules into chunk files for dist/chunk-table.json, so the registry
// is the one table a behaviour is written in; the server helper preloads from the build's copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REGISTRY = 'src/behaviours/registry.ts';
const MARKUP = 'src/protocol/behaviour-markup.ts';

/** The exported constants of the markup module (it imports nothing: it runs as it is). */
async function markupConstants(root) {
  const source = readFileSync(path.join(root, MARKUP), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext } }).outputText;
  return import(`data:text/javascript;charset=utf-8,${encodeURIComponent(js)}`);
}

function property(object, name) {
  return object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
}

/** `() => import('./x.ts')`: the imported path, or null. */
function importedPath(node) {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return null;
  const call = node.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : null;
}

/**
 * `[{ selector, modules }]` in the registry's order; modules as paths from the project root.
 * Throws, naming the behaviour, when an entry's selector or load cannot be read.
 */
export async function behaviourModules(root) {
  const markup = await markupConstants(root);
  const file = path.join(root, REGISTRY);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const fromRegistry = (relative) => path.posix.join(path.posix.dirname(REGISTRY), relative);
  const behaviours = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'behaviour') {
      const [options] = node.arguments;
      const where = `${REGISTRY}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (!options || !ts.isObjectLiteralExpression(options))
        throw new Error(`${where}: behaviour() without options`);
      const selectorName = property(options, 'selector')?.initializer.getText();
      const selector = markup[selectorName];
      if (typeof selector !== 'string') {
        throw new Error(`${where}: the selector must be a constant of ${MARKUP}, not ${selectorName}`);
      }
      const load = property(options, 'load');
      const started = importedPath(load?.initializer);
      if (!started) throw new Error(`${where}: load must be () => import('./its-start-module.ts')`);
      const preloads = ts
        .getJSDocTags(load)
        .filter((tag) => tag.tagName.text === 'preload')
        // `@preload ./x.ts — why`: the path is the tag's first word.
        .map((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').trim().split(/\s/)[0]);
      behaviours.push({ selector, modules: [started, ...preloads].map(fromRegistry) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return behaviours;
}
