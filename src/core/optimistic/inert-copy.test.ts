import { expect } from 'chai';
import fc from 'fast-check';
import { afterZeroDelayTimers } from '../test-support/waits.ts';
import { inertCopy } from './inert-copy.ts';
import { showExpected } from './optimistic-updates.ts';

/** Set by any hostile script, handler or frame that runs. */
declare global {
  interface Window {
    optimisticHostileRan?: number;
  }
}

const RAN = 'window.optimisticHostileRan=1';
/** Markup that runs, loads or navigates when it is put in the page. */
const HOSTILE = [
  `<script>${RAN}</script>`,
  `<svg><script>${RAN}</script></svg>`,
  `<img src="data:," onerror="${RAN}">`,
  `<svg onload="${RAN}"></svg>`,
  `<input autofocus onfocus="${RAN}">`,
  `<details open ontoggle="${RAN}"></details>`,
  `<iframe srcdoc="<script>parent.${RAN}</script>"></iframe>`,
  `<iframe src="javascript:parent.${RAN}"></iframe>`,
  `<object data="javascript:${RAN}"></object>`,
  `<embed src="javascript:${RAN}">`,
  `<a href=" java\tscript:${RAN}" id="hostile-link">x</a>`,
  `<form action="JAVASCRIPT:${RAN}"><button>x</button></form>`,
  '<meta http-equiv="refresh" content="0;url=about:blank">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
];
const BENIGN = ['<strong>Přidáno</strong>', 'text', '<span class="badge">1</span>', '<p>řádek</p>', ''];
const WRAPPERS: [string, string][] = [
  ['', ''],
  ['<div>', '</div>'],
  ['<span class="x">', '</span>'],
  ['<template>', '</template>'],
];

const piece = fc.oneof(fc.constantFrom(...HOSTILE), fc.constantFrom(...BENIGN));
const hostileMarkup = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 6 }), fc.constantFrom(...WRAPPERS))
  .map(([pieces, [open, close]]) => `${open}${pieces.join('')}${close}`);

/** What in a copy could still run, load or navigate, described; empty when it is inert. */
function stillRunning(root: ParentNode): string[] {
  const wrong: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.matches('script, iframe, object, embed, base, meta, link')) wrong.push(element.localName);
    for (const name of element.getAttributeNames()) {
      const value = (element.getAttribute(name) ?? '').replace(/[\t\n\r]/g, '').trim();
      if (name.startsWith('on') || /^javascript:/i.test(value)) wrong.push(`${element.localName} ${name}`);
    }
  }
  return wrong;
}

/**
 * A template holding `markup` as a page's parser leaves it: its scripts not yet run (markup set
 * through innerHTML is marked as run already, and would prove nothing).
 */
function templateOf(markup: string, template = document.createElement('template')): HTMLTemplateElement {
  template.content.replaceChildren(document.createRange().createContextualFragment(markup));
  return template;
}

describe('a template shown ahead of its answer (inert copy)', () => {
  let region: HTMLElement;
  const start = location.href;
  const baseURI = document.baseURI;

  beforeEach(() => {
    delete window.optimisticHostileRan;
    region = document.createElement('div');
    document.body.append(region);
  });
  afterEach(() => {
    region.remove();
    delete window.optimisticHostileRan;
  });

  it('would run a plain copy of the template (why the copy is made inert)', async () => {
    region.append(templateOf(`<script>${RAN}</script>`).content.cloneNode(true));
    await afterZeroDelayTimers();
    expect(window.optimisticHostileRan).to.equal(1);
  });

  it('keeps the markup the shop meant: elements, text, classes and addresses', () => {
    const template = document.createElement('template');
    template.innerHTML = '<strong class="added">Přidáno</strong> <a href="/cs/basket">Košík</a>';
    region.append(inertCopy(template));
    expect(region.innerHTML).to.equal(
      '<strong class="added">Přidáno</strong> <a href="/cs/basket">Košík</a>',
    );
  });

  it('runs nothing of generated hostile templates shown through data-optimistic', async () => {
    await fc.assert(
      fc.asyncProperty(hostileMarkup, async (markup) => {
        region.innerHTML =
          '<p id="hostile-target">před</p><button id="hostile-trigger" data-optimistic="template #hostile-target"><template></template></button>';
        templateOf(markup, region.querySelector('template') as HTMLTemplateElement);
        const shown = showExpected(region.querySelector('#hostile-trigger') as Element);
        expect(shown, markup).to.not.equal(null);
        const target = region.querySelector('#hostile-target') as HTMLElement;
        expect(stillRunning(target), markup).to.deep.equal([]);
        await afterZeroDelayTimers();
        expect(window.optimisticHostileRan, markup).to.equal(undefined);
        expect(location.href).to.equal(start);
        expect(document.baseURI).to.equal(baseURI);
        shown?.settle();
      }),
      { numRuns: 150 },
    );
  });
});
