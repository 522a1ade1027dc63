// Writes custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the element files,
// without an analyzer: an analyzer sees our React elements only as tag names. Per `elements/fg-*.ts`:
// - the tag name (`defineReactElement('fg-…'`, `defineBehaviourElement('fg-…'`, `@element`, or
//   `customElements.define('fg-…'`);
// - the summary of the JSDoc comment at the top of the file, its `@attr` and `@fires`/`@event` tags;
// - for React elements: the `props` map (attribute = kebab-case prop name), the common props of
//   elements/attribute-props.ts, the `pu-*` attributes of src/core/settings.ts, the `events` map and
//   the events the component emits (`emit(host.element, 'fg:…'`).
// Exits non-zero when an element file has no tag name. `buildManifest()` returns the manifest.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kebabCase } from '../src/protocol/kebab-case.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** What the common props mean (docs/elements.md, "Common attributes"). */
const COMMON_DESCRIPTIONS = {
  messages: 'Text overrides by catalogue key (JSON object).',
  ignoreChanges: 'Changes do not mark the surrounding form changed.',
  refreshEvent: 'A fg:push event with this name refreshes the element.',
  lang: 'Language of the texts (then the nearest lang, <html lang>, cs).',
  processStateToken:
    'fg:process-state events with this token are shown; progress >= 100 refreshes the element.',
  allowDecorateInnerElements: 'Keep the server children where they are and enhance them.',
  dispatchChangeEvent: 'A committed value also dispatches a native bubbling change event.',
  callPUAfterProcessStateTokenRefresh: 'After a process-state refresh, also run the pu-* partial update.',
  tooltip: 'A hint shown with the component.',
  error: 'An error text from the server, shown in a role="alert" paragraph.',
};

/** `{ a: 'x', b: 'y' }` source text → [['a', 'x'], ['b', 'y']]. */
function pairs(source) {
  return [...source.matchAll(/(\w+)\s*:\s*'([^']+)'/g)].map((match) => [match[1], match[2]]);
}

/** The `{ … }` that follows `key:` in source, or '' (maps here are flat: no nested braces). */
function objectAfter(source, key) {
  return source.match(new RegExp(`\\b${key}\\s*:\\s*\\{([^}]*)\\}`))?.[1] ?? '';
}

function quotedList(source, name) {
  const body = source.match(new RegExp(`const ${name}\\s*=\\s*\\[([^\\]]*)\\]`))?.[1];
  if (!body) throw new Error(`src/core/settings.ts: ${name} not found`);
  return [...body.matchAll(/'(\w+)'/g)].map((match) => match[1]);
}

/** The `pu-*` attributes: the data-pu-* settings keys of src/core/settings.ts with their types. */
function puAttributes() {
  const settings = read('src/core/settings.ts');
  const keys = [
    ...quotedList(settings, 'BOOLEAN_KEYS').map((key) => [key, 'boolean']),
    ...quotedList(settings, 'STRING_KEYS').map((key) => [key, 'string']),
    ['target', 'string'],
    ['omit', 'string'],
    ['data', 'string'],
    ['timeout', 'number'],
    ['historyLevel', 'number'],
    ['headers', 'string'],
    ['onError', 'string'],
  ];
  return keys.map(([key, type]) => ({
    name: `pu-${kebabCase(key)}`,
    type: { text: type },
    description: `Partial update run when the element commits a value: as data-pu-${kebabCase(key)} (docs/protocol.md).`,
  }));
}

function commonAttributes() {
  const body = read('elements/attribute-props.ts').match(/COMMON_PROP_TYPES = \{([^}]*)\}/)?.[1];
  if (!body) throw new Error('elements/attribute-props.ts: COMMON_PROP_TYPES not found');
  return pairs(body).map(([prop, type]) => attribute(prop, type, COMMON_DESCRIPTIONS[prop]));
}

/** One attribute entry; a JSON attribute's type is `object` (parsed from JSON). */
function attribute(prop, type, description) {
  const entry = {
    name: kebabCase(prop),
    fieldName: prop,
    type: { text: type === 'json' ? 'object' : type },
  };
  if (description) entry.description = description;
  else if (type === 'json') entry.description = 'JSON value.';
  return entry;
}

/** The JSDoc comment that opens the file: its summary and its tags. */
function leadingDoc(source) {
  const block = source.match(/^\s*\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trimEnd());
  const firstTag = lines.findIndex((line) => line.startsWith('@'));
  const summaryLines = firstTag === -1 ? lines : lines.slice(0, firstTag);
  const paragraphs = summaryLines
    .join('\n')
    .trim()
    .split(/\n\s*\n/);
  const summary = (paragraphs[0] ?? '').replace(/\s+/g, ' ').trim();
  const tags = lines
    .filter((line) => line.startsWith('@'))
    .map((line) => line.match(/^@(\w+)\s+(?:\{([^}]+)\}\s+)?(\S+)(?:\s+-\s+(.*))?/))
    .filter(Boolean)
    .map(([, tag, type, name, text]) => ({ tag, type, name, text: text?.trim() }));
  return { summary, tags };
}

/** Events a component emits from its own source (`emit(host.element, 'fg:…'`, `host.dispatch('…'`). */
function emittedEvents(elementSource) {
  const dir = elementSource.match(/from '\.\.\/src\/components\/(\w+)\//)?.[1];
  if (!dir || !existsSync(path.join(ROOT, 'src/components', dir))) return [];
  const names = new Set();
  for (const file of readdirSync(path.join(ROOT, 'src/components', dir))) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const source = read(`src/components/${dir}/${file}`);
    for (const match of source.matchAll(/emit\(\s*host\.element,\s*'([^']+)'/g)) names.add(match[1]);
    for (const match of source.matchAll(/host\.dispatch\(\s*'([^']+)'/g)) names.add(match[1]);
  }
  return [...names];
}

function tagNameIn(source) {
  return (
    source.match(/defineReactElement(?:<[^>]*>)?\(\s*'(fg-[a-z\d-]+)'/)?.[1] ??
    source.match(/defineBehaviourElement(?:<[^>]*>)?\(\s*'(fg-[a-z\d-]+)'/)?.[1] ??
    source.match(/@element\s+(fg-[a-z\d-]+)/)?.[1] ??
    source.match(/customElements\.define\(\s*'(fg-[a-z\d-]+)'/)?.[1]
  );
}

function className(tagName) {
  return `${tagName.replace(/(^|-)([a-z\d])/g, (_, __, letter) => letter.toUpperCase())}Element`;
}

function declarationOf(file, common, pu) {
  const source = read(file);
  const tagName = tagNameIn(source);
  if (!tagName)
    throw new Error(
      `${file}: no tag name (defineReactElement('fg-…'), defineBehaviourElement('fg-…'), @element or customElements.define)`,
    );
  const { summary, tags } = leadingDoc(source);
  const react = /defineReactElement(?:<[^>]*>)?\(/.test(source);
  const attributes = tags
    .filter(({ tag }) => tag === 'attr' || tag === 'attribute')
    .map(({ name, type, text }) => ({
      name,
      type: { text: type ?? 'string' },
      ...(text ? { description: text } : {}),
    }));
  const events = new Map(
    tags.filter(({ tag }) => tag === 'fires' || tag === 'event').map(({ name, text }) => [name, text]),
  );
  const declaration = {
    kind: 'class',
    customElement: true,
    tagName,
    name: className(tagName),
    description: summary,
  };
  if (react) {
    const call = source.slice(source.search(/defineReactElement(?:<[^>]*>)?\(/));
    for (const [prop, type] of pairs(objectAfter(call, 'props'))) {
      // A prop the JSDoc describes too: the prop's type, the JSDoc's words.
      const documented = attributes.findIndex(({ name }) => name === kebabCase(prop));
      const entry = attribute(prop, type, attributes[documented]?.description);
      if (documented === -1) attributes.push(entry);
      else attributes[documented] = entry;
    }
    attributes.push(...common.filter(({ name }) => !attributes.some((own) => own.name === name)), ...pu);
    for (const [, name] of pairs(objectAfter(call, 'events')))
      if (!events.has(name)) events.set(name, undefined);
    for (const name of emittedEvents(source)) if (!events.has(name)) events.set(name, undefined);
    declaration.members = [
      {
        kind: 'method',
        name: 'render',
        description: "Renders the component; throws 'Component already rendered.' the second time.",
      },
      {
        kind: 'field',
        name: 'lifecycleState',
        readonly: true,
        type: { text: "'decorated' | 'in-document' | 'disposed'" },
      },
    ];
  }
  declaration.attributes = attributes;
  declaration.events = [...events].map(([name, text]) => ({
    name,
    type: { text: 'CustomEvent' },
    ...(text ? { description: text } : {}),
  }));
  return {
    kind: 'javascript-module',
    path: file,
    declarations: [declaration],
    exports: [
      {
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name: declaration.name, module: file },
      },
    ],
  };
}

export function buildManifest() {
  const files = readdirSync(path.join(ROOT, 'elements'))
    .filter((file) => /^fg-[a-z\d-]+\.ts$/.test(file))
    .sort()
    .map((file) => `elements/${file}`);
  const common = commonAttributes();
  const pu = puAttributes();
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/elements.md',
    modules: files.map((file) => declarationOf(file, common, pu)),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const manifest = buildManifest();
    writeFileSync(path.join(ROOT, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`custom-elements.json: ${manifest.modules.length} elements`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
