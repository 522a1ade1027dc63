// The priority+ navigation's "More" as the WAI-ARIA APG disclosure pattern (disclosure navigation,
// not a menu), with real key presses.
import { expect } from 'chai';
import '../../../elements/fg-greedy-menu.ts';
import { inAct, mountFixture, removeFixture } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { STYLE } from './test-support/fixed-row-style.ts';

const markup = `${STYLE}
<div style="width: 400px">
  <fg-greedy-menu id="navApg">
    <nav aria-label="Kategorie"><ul>
      ${['Lampy', 'Stoly', 'Židle', 'Koberce', 'Police'].map((name, i) => `<li><a href="/cs/${i}"${i === 3 ? ' aria-current="page"' : ''}>${name}</a></li>`).join('')}
    </ul></nav>
  </fg-greedy-menu>
</div>`;

describe('GreedyMenu "More" (APG disclosure pattern)', () => {
  let root: HTMLElement;
  beforeEach(async () => {
    root = await mountFixture(markup);
    // What fits is measured through a ResizeObserver: let its first observations run.
    await inAct(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  });
  afterEach(() => removeFixture(root));

  const button = () => root.querySelector('.greedy-menu__more-button') as HTMLButtonElement;
  const overflow = () => document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('is a native button with aria-expanded controlling the list of the links that did not fit', () => {
    expect(button().localName).to.equal('button');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(overflow().hidden).to.equal(true);
    expect(overflow().querySelector('[aria-current="page"]')?.textContent).to.equal('Koberce');
  });

  it('Enter and Space show and hide the links; they stay links in the Tab sequence', async () => {
    button().focus();
    await pressKey('Enter');
    expect([button().getAttribute('aria-expanded'), overflow().hidden]).to.deep.equal(['true', false]);
    await pressKey('Tab');
    expect(overflow().contains(document.activeElement)).to.equal(true);
    expect(document.activeElement?.localName).to.equal('a');
    button().focus();
    await pressKey(' ');
    expect([button().getAttribute('aria-expanded'), overflow().hidden]).to.deep.equal(['false', true]);
  });

  it('Escape closes it with the focus back on the button', async () => {
    button().focus();
    await pressKey('Enter');
    await pressKey('Tab');
    await pressKey('Escape');
    expect(overflow().hidden).to.equal(true);
    expect(document.activeElement === button(), 'focus on the More button').to.equal(true);
  });
});
