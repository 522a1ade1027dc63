import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  NEVER_SPECULATED_LINKS,
  speculationRules,
  speculationRulesJson,
  speculationRulesScript,
} from './speculation-rules.ts';

/** Strings a shop's list could hold, hostile ones weighted in: script ends, comments, separators. */
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc
    .array(
      fc.constantFrom(
        '</script>',
        '</SCRIPT ',
        '<!--',
        '-->',
        '<script>',
        '\u2028',
        '\u2029',
        '&',
        '"',
        "'",
        '\\',
        '/*',
        '?',
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join('')),
);

describe('speculationRules', () => {
  it('prefetches every same-origin link at moderate eagerness, minus the links never fetched ahead', () => {
    assert.deepEqual(speculationRules(), {
      prefetch: [
        {
          source: 'document',
          where: {
            and: [{ href_matches: ['/*'] }, { not: { selector_matches: [...NEVER_SPECULATED_LINKS] } }],
          },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it('never fetches ahead an opted-out link, a nofollow link, a download or a link of a partial-update container', () => {
    const selectors = NEVER_SPECULATED_LINKS.join(', ');
    for (const part of [
      '[data-no-speculation]',
      '[data-no-speculation] *',
      '[data-no-prefetch] *',
      '[rel~="nofollow" i]',
      '[data-confirm]',
      '[download]',
      ':is([data-pu-container],[data-partial-update-container]) *',
    ])
      assert.ok(selectors.includes(part), part);
  });

  it("leaves out the shop's excluded addresses from prefetch and prerender alike", () => {
    const rules = speculationRules({ exclude: ['/qf/*', '/*/logout'], prerender: ['/*/product/*'] });
    const notHref = { not: { href_matches: ['/qf/*', '/*/logout'] } };
    assert.deepEqual(rules.prefetch[0]?.where, {
      and: [{ href_matches: ['/*'] }, { not: { selector_matches: [...NEVER_SPECULATED_LINKS] } }, notHref],
    });
    assert.deepEqual(rules.prerender?.[0]?.where, {
      and: [
        { href_matches: ['/*/product/*'] },
        { not: { selector_matches: [...NEVER_SPECULATED_LINKS] } },
        notHref,
      ],
    });
    assert.equal(rules.prerender?.[0]?.eagerness, 'moderate');
  });

  it('leaves out the addresses the links of partial-update containers point to', () => {
    const markup =
      '<nav><a href="/en/category/chairs">Chairs</a></nav>' +
      '<main id="content" data-pu-container><a href="/en/product/3">Lamp</a><a href="/en/category/chairs">Chairs</a></main>';
    assert.deepEqual(speculationRules({ exclude: ['/qf/*'], markup }).prefetch[0]?.where, {
      and: [
        { href_matches: ['/*'] },
        { not: { selector_matches: [...NEVER_SPECULATED_LINKS] } },
        { not: { href_matches: ['/qf/*', '/en/category/chairs', '/en/product/3'] } },
      ],
    });
  });

  it('prerenders nothing unless the shop opts in', () => {
    assert.equal(speculationRules({ include: ['/en/*'] }).prerender, undefined);
    assert.equal(speculationRules({ prerender: [] }).prerender, undefined);
  });
});

describe('speculationRulesScript', () => {
  it('is a speculationrules script with the nonce and the rules as JSON', () => {
    const script = speculationRulesScript({ nonce: 'r4nd0m+/=', exclude: ['/qf/*'] });
    const match = /^<script type="speculationrules" nonce="r4nd0m\+\/=">(.*)<\/script>$/s.exec(script);
    assert.ok(match, script);
    assert.deepEqual(JSON.parse(match[1] as string), speculationRules({ exclude: ['/qf/*'] }));
  });

  it('has no nonce attribute without a nonce', () => {
    assert.match(speculationRulesScript(), /^<script type="speculationrules">\{/);
  });

  it('escapes a nonce that would end the attribute', () => {
    assert.ok(
      speculationRulesScript({ nonce: '"><script>' }).startsWith(
        '<script type="speculationrules" nonce="&quot;&gt;&lt;script&gt;">',
      ),
    );
  });

  it('never lets an excluded or included address end the element or change how it is parsed (generated addresses)', () => {
    fc.assert(
      fc.property(
        fc.array(hostileText, { maxLength: 4 }),
        fc.array(hostileText, { maxLength: 4 }),
        fc.array(hostileText, { maxLength: 3 }),
        hostileText,
        hostileText,
        (exclude, include, prerender, nonce, inside) => {
          const markup = `<main id="content" data-pu-container><a href="/${inside}">x</a>${inside}</main>`;
          const options = { exclude, include, prerender, nonce, markup };
          const text = speculationRulesJson(options);
          // No `<` at all: no end tag, no comment opening, no double-escaped script state.
          assert.ok(!/[<>&\u2028\u2029]/.test(text), text);
          // The JSON means exactly the rules.
          assert.deepEqual(JSON.parse(text), speculationRules(options));
          const script = speculationRulesScript(options);
          // Searched case-insensitively in the script itself: lower-casing may change its length (İ → i̇).
          assert.equal(script.search(/<\/script/i), script.length - '</script>'.length);
          assert.equal(script.indexOf('<!--'), -1);
        },
      ),
      { examples: [[['İ'], [], [], '', '']] },
    );
  });
});
