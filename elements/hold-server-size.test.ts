import { expect } from 'chai';
import { createElement } from 'react';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { defineReactElement } from './define-react-element.ts';
import { holdServerSize } from './hold-server-size.ts';
import { fixture, inAct } from './test-support/react-act.ts';

/** Renders a box of its own height, as a component replacing its server markup does. */
function Box(props: ComponentProps<{ size?: number }>) {
  return createElement('div', { className: 'rendered', style: { height: `${props.size ?? 0}px` } });
}
defineReactElement<{ size?: number }>('fg-test-held-box', Box, { props: { size: 'number' } });

describe('holding the server size while a component renders', () => {
  let root: HTMLElement;

  beforeEach(() => {
    root = fixture('');
  });

  afterEach(async () => {
    await inAct(() => root.remove());
  });

  it('keeps the height of the server markup until the first render commits, then gives it back', async () => {
    const element = document.createElement('fg-test-held-box');
    element.id = 'held';
    element.setAttribute('size', '120');
    element.style.display = 'block';
    element.innerHTML = '<div style="height: 200px">server markup</div>';
    const below = document.createElement('p');
    below.textContent = 'below';
    await inAct(async () => {
      root.append(element, below);
      // Taken over: the server markup is out, React has not rendered yet.
      expect(element.querySelector('.rendered')).to.equal(null);
      expect(element.getBoundingClientRect().height).to.equal(200);
    });
    expect(element.querySelector('.rendered')).to.not.equal(null);
    expect(element.style.minHeight).to.equal('');
    expect(element.getBoundingClientRect().height).to.equal(120);
  });

  it('keeps the width too: an emptied element in a row does not let its neighbours move in', () => {
    const row = fixture(
      '<div style="display: flex"><nav style="display: block"><button style="width: 40px; height: 30px">menu</button></nav><a href="#">logo</a></div>',
    ).firstElementChild as HTMLElement;
    const [menu, logo] = row.children as HTMLCollectionOf<HTMLElement>;
    const logoLeft = logo!.getBoundingClientRect().left;
    const release = holdServerSize(menu!);
    menu!.replaceChildren();
    expect(menu!.getBoundingClientRect().width).to.equal(40);
    expect(logo!.getBoundingClientRect().left).to.equal(logoLeft);
    release();
    expect(menu!.style.minWidth).to.equal('');
    expect(logo!.getBoundingClientRect().left).to.be.below(logoLeft);
    row.parentElement?.remove();
  });

  it('holds the border box of a padded element, not its padding on top of it', () => {
    const element = fixture(
      '<section style="display: block; padding: 48px 8px 0; border: 2px solid"><div style="height: 300px"></div></section>',
    ).firstElementChild as HTMLElement;
    const before = element.getBoundingClientRect();
    holdServerSize(element);
    element.replaceChildren();
    expect(element.getBoundingClientRect().height).to.equal(before.height);
    expect(element.getBoundingClientRect().width).to.equal(before.width);
    element.parentElement?.remove();
  });

  it('keeps a min-height the element had of its own', () => {
    const element = fixture(
      '<section style="display: block; min-height: 10px"><div style="height: 50px"></div></section>',
    ).firstElementChild as HTMLElement;
    const release = holdServerSize(element);
    expect(element.style.minHeight).to.equal('50px');
    release();
    expect(element.style.minHeight).to.equal('10px');
    element.parentElement?.remove();
  });

  it('leaves an inline element, and one without a box, as they are', () => {
    const parent = fixture('<span><b>inline</b></span><div hidden><p>none</p></div>');
    for (const element of parent.children as HTMLCollectionOf<HTMLElement>) {
      holdServerSize(element);
      expect(element.style.minHeight).to.equal('');
    }
    parent.remove();
  });
});
