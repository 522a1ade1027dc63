import { expect } from 'chai';
import fc from 'fast-check';
import { markupMayMatch } from '../server/markup-may-match.ts';
import * as markup from './behaviour-markup.ts';

// The server helper preloads a behaviour's chunks when markupMayMatch says its selector may match
// the markup it sends; the browser loads them when querySelector finds it. The server must never
// miss what the browser finds (a missed preload is a round trip more, an extra one a few bytes).
const SELECTORS = Object.entries(markup).filter(
  ([name]) => name.endsWith('_MARKUP') || name === 'NEW_WINDOW_LINKS',
);

const TAGS = ['div', 'form', 'a', 'area', 'ul', 'section', 'fg-cookie-consent', 'fg-popup', 'nav'];
const ATTRIBUTES = [
  'data-pagination',
  'data-pagination-nav',
  'data-validate',
  'data-validate="false"',
  'data-login',
  'data-create-list',
  'data-comparison-different-only',
  'data-download-section',
  'data-collapse=""',
  'data-scroll',
  'data-anchors-list',
  'data-popup="p"',
  'data-popup-target=x',
  'data-confirm="Sure?"',
  'data-add-to-basket',
  'data-action="goBack"',
  'data-encrypt-key-url="/key"',
  'target="_blank"',
  "TARGET='_BLANK'",
  'href="#top"',
  'href="/x"',
  'class="phone-number"',
  'class="price phone-number big"',
  "class='phone-numbers'",
  'id="userMenu"',
  'id=userLists',
  "id='userListsRwd'",
  'title="data-validate [data-popup] #userMenu .phone-number"',
];

const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...TAGS),
      fc.uniqueArray(fc.constantFrom(...ATTRIBUTES), {
        maxLength: 3,
        selector: (a) => a.split('=')[0]?.toLowerCase(),
      }),
      depth > 1 ? fc.array(element(depth - 1), { maxLength: 3 }) : fc.constant([]),
      fc.constantFrom('', 'text', 'data-login', '&lt;form data-validate&gt;'),
    )
    .map(([tag, attributes, children, text]) => {
      const open = [tag, ...attributes].join(' ');
      return `<${open}>${text}${children.join('')}</${tag}>`;
    }),
);

function found(html: string, selector: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector(selector) !== null;
}

/** The browser and the server helper agree on each `[selector, html]`: both find it, or neither. */
function expectBothSay(matches: boolean, cases: readonly [string, string][]): void {
  for (const [selector, html] of cases) {
    expect(found(html, selector), html).to.equal(matches);
    expect(markupMayMatch(html, selector), html).to.equal(matches);
  }
}

describe('behaviour markup on the server (markupMayMatch)', () => {
  it('never misses markup the browser finds, for every behaviour selector', () => {
    fc.assert(
      fc.property(element(3), (html) => {
        for (const [name, selector] of SELECTORS) {
          if (found(html, selector))
            expect(markupMayMatch(html, selector), `${name} in ${html}`).to.equal(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds each behaviour in its own markup', () => {
    const cases: [string, string][] = [
      [markup.PAGINATION_MARKUP, '<section data-pagination="x">'],
      [markup.VALIDATION_MARKUP, '<form method="post" data-validate>'],
      [markup.NEW_WINDOW_LINKS, '<a href="https://x.test/" target="_blank">'],
      [markup.PHONE_LINKS_MARKUP, '<span class="contact phone-number">'],
      [markup.CONSENT_MARKUP, '<fg-cookie-consent id="c"></fg-cookie-consent>'],
      [markup.USER_TOOLS_MARKUP, '<div id="userLists">'],
      [markup.POPUPS_MARKUP, '<button data-add-to-basket>'],
      [markup.ENCRYPTED_FORM_MARKUP, '<form data-encrypt-key-url="/k">'],
    ];
    expectBothSay(true, cases);
  });

  it('finds nothing in text, other attributes, longer names or attribute values', () => {
    const cases: [string, string][] = [
      [markup.VALIDATION_MARKUP, '<p>form data-validate</p>'],
      [markup.VALIDATION_MARKUP, '<div data-validate><input></div>'],
      [markup.PAGINATION_MARKUP, '<nav data-pagination-nav>'],
      [markup.PHONE_LINKS_MARKUP, '<span class="phone-numbers">'],
      [markup.USER_TOOLS_MARKUP, '<div id="userMenuX" title="#userMenu">'],
      [markup.POPUPS_MARKUP, '<a title="data-confirm" href="/x">'],
      [markup.CONSENT_MARKUP, '<fg-cookie-consent-like>'],
    ];
    expectBothSay(false, cases);
  });
});
