import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import * as markup from '../protocol/behaviour-markup.ts';
import { type ChunkTable, chunksForMarkup, chunksThatWait, modulePreloadLinks } from './module-preload.ts';

const TABLE: ChunkTable = {
  entry: 'storefront-elements.js',
  modules: {
    'elements/component-chunks.ts': ['chunks/component-chunks-a.js'],
    'elements/fg-typeahead.ts': ['chunks/fg-typeahead-b.js', 'chunks/react-c.js', 'chunks/shared-d.js'],
    'elements/fg-radio-select.ts': ['chunks/fg-radio-select-e.js', 'chunks/react-c.js'],
    'elements/fg-cookie-consent.ts': ['chunks/fg-cookie-consent-f.js', 'chunks/react-c.js'],
    // Upgrades at load (no default in src/protocol/upgrade-defaults.ts).
    'elements/fg-system.ts': ['chunks/fg-system-m.js', 'chunks/react-c.js'],
    'src/behaviours/consent/start-consent.ts': ['chunks/start-consent-g.js'],
    'src/behaviours/validation/index.ts': ['chunks/index-h.js', 'chunks/shared-d.js'],
    'src/behaviours/validation/validation-controller.ts': [
      'chunks/validation-controller-i.js',
      'chunks/lit-j.js',
    ],
    'src/behaviours/links/external-links.ts': ['chunks/external-links-k.js'],
    'src/behaviours/popup/start-popups.ts': ['chunks/start-popups-l.js'],
    'src/core/optimistic/optimistic-updates.ts': ['chunks/optimistic-updates-m.js', 'chunks/shared-d.js'],
  },
  // As the build writes them (scripts/behaviour-table.mjs), in the registry's order.
  behaviours: [
    [
      markup.VALIDATION_MARKUP,
      ['chunks/index-h.js', 'chunks/shared-d.js', 'chunks/validation-controller-i.js', 'chunks/lit-j.js'],
    ],
    [markup.NEW_WINDOW_LINKS, ['chunks/external-links-k.js']],
    [markup.CONSENT_MARKUP, ['chunks/start-consent-g.js']],
    [markup.POPUPS_MARKUP, ['chunks/start-popups-l.js']],
  ],
};
const ALL_FILES = new Set(Object.values(TABLE.modules).flat());

describe('chunksForMarkup', () => {
  it('names a component tag’s chunk, the chunks it imports and the component table, once each', () => {
    const html = '<header><fg-typeahead id="s"><form></form></fg-typeahead></header><fg-radio-select id="r">';
    assert.deepEqual(chunksForMarkup(html, TABLE), [
      'chunks/component-chunks-a.js',
      'chunks/fg-typeahead-b.js',
      'chunks/react-c.js',
      'chunks/shared-d.js',
      'chunks/fg-radio-select-e.js',
    ]);
  });

  it('finds a component named by data-component', () => {
    const files = chunksForMarkup('<div id="x" data-component="RadioSelect"></div>', TABLE);
    assert.deepEqual(files, [
      'chunks/component-chunks-a.js',
      'chunks/fg-radio-select-e.js',
      'chunks/react-c.js',
    ]);
  });

  it('preloads the consent behaviour for the banner element, not its UI chunk nor the component table', () => {
    assert.deepEqual(chunksForMarkup('<fg-cookie-consent id="c" lang="en"></fg-cookie-consent>', TABLE), [
      'chunks/start-consent-g.js',
    ]);
  });

  it('preloads a behaviour whose markup is there with what it loads at once: live validation, its validator', () => {
    assert.deepEqual(
      chunksForMarkup('<form method="post" action="/r" data-validate><input name="e"></form>', TABLE),
      ['chunks/index-h.js', 'chunks/shared-d.js', 'chunks/validation-controller-i.js', 'chunks/lit-j.js'],
    );
    assert.deepEqual(
      chunksForMarkup('<a href="https://x.test/" target="_blank">x</a><button data-confirm="Sure?">', TABLE),
      ['chunks/external-links-k.js', 'chunks/start-popups-l.js'],
    );
  });

  it('preloads the optimistic updates’ chunk for markup that declares expected changes (data-optimistic)', () => {
    const html =
      '<form action="/qf/cs/basket/add" method="post" data-optimistic="+[quantity] #userMenu .user-menu__basket">';
    assert.deepEqual(chunksForMarkup(html, TABLE), ['chunks/optimistic-updates-m.js', 'chunks/shared-d.js']);
    assert.deepEqual(chunksForMarkup('<form DATA-OPTIMISTIC="remove">', TABLE), [
      'chunks/optimistic-updates-m.js',
      'chunks/shared-d.js',
    ]);
    assert.deepEqual(chunksForMarkup('<form data-optimistic-x="1" data-pu-target="x">', TABLE), []);
  });

  it('names nothing for markup without components, the partial-update controller, unknown tags or text', () => {
    for (const html of [
      '<main><p>plain</p></main>',
      '<fg-partial-update target="content"><main></main></fg-partial-update>',
      '<fg-shop-own id="x"></fg-shop-own>',
      '<p>&lt;fg-typeahead id="x"&gt;</p>',
      '<p>form data-validate, target="_blank"</p>',
    ]) {
      assert.deepEqual(chunksForMarkup(html, TABLE), [], html);
    }
  });

  it('any markup gives only files of the table, without repeats, never the entry', () => {
    const tags = fc.constantFrom(
      '<fg-typeahead>',
      '<fg-radio-select ',
      ' data-component="Typeahead"',
      '<fg-x/>',
      '<form data-validate>',
      ' target="_blank"',
      ' data-optimistic="+1"',
    );
    const markup = fc.array(fc.oneof(fc.string(), tags)).map((parts) => parts.join(''));
    fc.assert(
      fc.property(markup, (html) => {
        const files = chunksForMarkup(html, TABLE);
        assert.equal(new Set(files).size, files.length);
        for (const file of files) assert.ok(ALL_FILES.has(file) && file !== TABLE.entry, file);
      }),
    );
  });
});

describe('chunksThatWait', () => {
  it('names the chunks of elements that upgrade when idle or visible, not the component table', () => {
    const html = '<header><fg-typeahead id="s"></fg-typeahead></header><fg-radio-select id="r">';
    assert.deepEqual(chunksThatWait(html, TABLE), [
      'chunks/fg-typeahead-b.js',
      'chunks/react-c.js',
      'chunks/shared-d.js',
      'chunks/fg-radio-select-e.js',
    ]);
  });

  it('leaves out what an element upgrading at load or a behaviour needs at once', () => {
    const html =
      '<fg-system id="m"></fg-system><fg-typeahead id="s"></fg-typeahead><form data-validate></form>';
    assert.deepEqual(chunksThatWait(html, TABLE), ['chunks/fg-typeahead-b.js']);
  });

  it('names nothing when an upgrade policy in the markup may upgrade an element at load', () => {
    for (const policy of [
      'upgrade="load"',
      "upgrade='load'",
      'upgrade=load',
      'upgrade=""',
      'UPGRADE="media((min-width: 48rem))"',
      'upgrade="load media(print)"',
    ]) {
      const html = `<body ${policy}><fg-typeahead id="s"></fg-typeahead><fg-radio-select id="r">`;
      assert.deepEqual(chunksThatWait(html, TABLE), [], policy);
    }
  });

  it('keeps them waiting under policies that wait', () => {
    const html =
      '<main upgrade="visible"><fg-radio-select id="r"></fg-radio-select></main><div upgrade="media((min-width: 48rem)) idle">';
    assert.deepEqual(chunksThatWait(html, TABLE), ['chunks/fg-radio-select-e.js', 'chunks/react-c.js']);
  });

  it('any markup: only chunks the markup loads, none a behaviour of it needs at once', () => {
    const parts = fc.constantFrom(
      '<fg-typeahead>',
      '<fg-radio-select ',
      '<fg-system>',
      ' data-component="Typeahead"',
      ' upgrade="visible"',
      ' upgrade=load',
      '<form data-validate>',
    );
    const markup = fc.array(fc.oneof(fc.string(), parts)).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(markup, (html) => {
        const all = new Set(chunksForMarkup(html, TABLE));
        const needed = new Set(TABLE.behaviours.flatMap(([, files]) => files));
        for (const file of chunksThatWait(html, TABLE)) {
          assert.ok(all.has(file), file);
          if (/data-validate/.test(html)) assert.ok(!needed.has(file), file);
        }
      }),
    );
  });
});

describe('modulePreloadLinks', () => {
  it('renders one modulepreload link per chunk needed at load under the base address, none for those that wait', () => {
    assert.equal(
      modulePreloadLinks('<fg-radio-select id="r"><fg-system id="m">', TABLE, '/assets'),
      '<link rel="modulepreload" href="/assets/chunks/component-chunks-a.js">' +
        '<link rel="modulepreload" href="/assets/chunks/fg-system-m.js">' +
        '<link rel="modulepreload" href="/assets/chunks/react-c.js">',
    );
    assert.equal(
      modulePreloadLinks('<fg-radio-select id="r">', TABLE, '/assets'),
      '<link rel="modulepreload" href="/assets/chunks/component-chunks-a.js">',
    );
  });

  it('escapes the address', () => {
    const table: ChunkTable = {
      entry: 'e.js',
      modules: { 'elements/fg-slider.ts': ['chunks/a"b&c.js'] },
      behaviours: [],
    };
    assert.equal(
      modulePreloadLinks('<fg-slider upgrade="load">', table, '/x/'),
      '<link rel="modulepreload" href="/x/chunks/a&quot;b&amp;c.js">',
    );
  });
});
