import { expect } from 'chai';
import { createElement } from 'react';
import sinon from 'sinon';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { defineReactElement, mountedRootCount, type ReactElement } from './define-react-element.ts';
import { clickInAct, fixture, flushMicrotasks, inAct, removeFixture } from './test-support/react-act.ts';
import { widgetMounts } from './test-support/test-widget.ts';

/** The paragraphs the shadow test components rendered, to reach into a closed shadow root. */
const rendered: HTMLElement[] = [];

function Shadowed(props: ComponentProps<{ label?: string }>) {
  return createElement(
    'p',
    { className: 'shadowed', ref: (p: HTMLElement | null) => p && rendered.push(p) },
    props.label ?? 'no label',
  );
}

defineReactElement<{ label?: string }>('fg-test-open-shadow', Shadowed, {
  props: { label: 'string' },
  shadow: 'open',
});
defineReactElement<{ label?: string }>('fg-test-closed-shadow', Shadowed, {
  props: { label: 'string' },
  shadow: 'closed',
});

/** The element class comes from r2wc; these pin where this product needs r2wc's defaults the other way. */
describe('component element (r2wc class, overridden defaults)', () => {
  let root: HTMLElement;

  beforeEach(() => {
    widgetMounts.count = 0;
    rendered.length = 0;
    root = fixture('');
  });

  afterEach(async () => {
    await removeFixture(root);
    sinon.restore();
  });

  const text = (selector: string) => root.querySelector(selector)?.textContent;

  it('applies empty attribute values, and reads any boolean value but "false" as true', async () => {
    await inAct(() => {
      root.innerHTML = '<fg-test-widget id="w" label="" active="0"></fg-test-widget>';
    });
    expect(text('.label')).to.equal('');
    expect(text('.active')).to.equal('true');
    const widget = root.querySelector('fg-test-widget') as ReactElement;
    await inAct(() => widget.setAttribute('label', 'Hi'));
    await inAct(() => widget.setAttribute('label', ''));
    expect(text('.label')).to.equal('');
    await inAct(() => widget.setAttribute('active', 'no'));
    expect(text('.active')).to.equal('true');
  });

  it('mounts nothing while detached, whatever its attributes do, and renders the latest on connection', async () => {
    const before = mountedRootCount();
    const element = document.createElement('fg-test-widget') as ReactElement;
    element.id = 'w';
    element.setAttribute('label', 'first');
    element.setAttribute('active', '');
    element.setAttribute('label', 'second');
    element.removeAttribute('active');
    expect(element.lifecycleState).to.equal('decorated');
    expect(mountedRootCount()).to.equal(before);
    expect(element.childElementCount).to.equal(0);
    await inAct(() => root.append(element));
    expect(text('.label')).to.equal('second');
    expect(text('.active')).to.equal('false');
    expect(mountedRootCount()).to.equal(before + 1);
  });

  it('renders afresh when put back into the page after it was disposed', async () => {
    await inAct(() => {
      root.innerHTML = '<fg-test-widget id="w"></fg-test-widget>';
    });
    const element = root.querySelector('fg-test-widget') as ReactElement;
    await clickInAct(root.querySelector('.clicks') as HTMLButtonElement);
    const roots = mountedRootCount();
    await inAct(() => element.remove());
    await flushMicrotasks();
    expect(element.lifecycleState).to.equal('disposed');
    expect(mountedRootCount()).to.equal(roots - 1);
    await inAct(() => root.append(element));
    expect(element.lifecycleState).to.equal('in-document');
    expect(mountedRootCount()).to.equal(roots);
    expect(text('.clicks')).to.equal('0');
    expect(widgetMounts.count).to.equal(2);
  });

  it('disposes an element connected and removed again within one task', async () => {
    const before = mountedRootCount();
    const element = document.createElement('fg-test-widget') as ReactElement;
    element.id = 'w';
    await inAct(() => {
      root.append(element);
      element.remove();
    });
    await flushMicrotasks();
    expect(element.lifecycleState).to.equal('disposed');
    expect(mountedRootCount()).to.equal(before);
  });

  it('with shadow: "open" renders into its shadow root and leaves the server children in the light DOM', async () => {
    await inAct(() => {
      root.innerHTML =
        '<fg-test-open-shadow id="s" label="Hi"><p class="server">server</p></fg-test-open-shadow>';
    });
    const element = root.querySelector('fg-test-open-shadow') as ReactElement;
    expect(element.shadowRoot?.querySelector('.shadowed')?.textContent).to.equal('Hi');
    expect(element.querySelector(':scope > .server')?.textContent).to.equal('server');
    // Beside the slot the element was made with, which still shows the server children.
    const slot = element.querySelector<HTMLElement>(':scope > .server')?.assignedSlot;
    expect(slot?.parentNode === element.shadowRoot, 'shown through a slot of its shadow root').to.equal(true);
    await inAct(() => element.setAttribute('label', 'changed'));
    expect(element.shadowRoot?.querySelector('.shadowed')?.textContent).to.equal('changed');
  });

  it('with shadow: "closed" renders into the closed root it attached', async () => {
    const before = mountedRootCount();
    await inAct(() => {
      root.innerHTML =
        '<fg-test-closed-shadow id="s" label="Hi"><p class="server">server</p></fg-test-closed-shadow>';
    });
    const element = root.querySelector('fg-test-closed-shadow') as ReactElement;
    expect(element.shadowRoot).to.equal(null);
    expect(mountedRootCount()).to.equal(before + 1);
    const paragraph = rendered.at(-1) as HTMLElement;
    expect(paragraph.textContent).to.equal('Hi');
    expect((paragraph.getRootNode() as ShadowRoot).host).to.equal(element);
    expect(element.querySelector(':scope > .server')?.textContent).to.equal('server');
  });
});
