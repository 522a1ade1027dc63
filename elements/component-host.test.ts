/**
 * A component taking its server markup over (component-host.ts): the server markup stays in the page
 * until React's first commit replaces it in one step, so nothing reading the page meanwhile — a
 * shop script, a screen reader's virtual cursor, a test — finds the element empty.
 */
import { expect } from 'chai';
import { createElement } from 'react';
import sinon from 'sinon';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { flushPromises, nextTask, until } from '../src/core/test-support/waits.ts';
import { defineReactElement } from './define-react-element.ts';
import { fixture, inAct, removeFixture } from './test-support/react-act.ts';

/** Renders a field of its own, with the server field's id, and a box of its own height. */
function Takeover(props: ComponentProps<{ size?: number }>) {
  return createElement(
    'div',
    { className: 'rendered', style: { height: `${props.size ?? 0}px` } },
    createElement('input', { id: `${props.host.id}-qty`, name: 'qty', defaultValue: '3' }),
  );
}

/** Defines `tag`: the elements already in the page are taken over at once, as when their chunk arrives. */
const defineTakeover = (tag: string) =>
  defineReactElement<{ size?: number }>(tag, Takeover, { props: { size: 'number' } });

const serverMarkup = (tag: string) =>
  `<${tag} id="line" style="display: block"><label for="line-qty">Množství</label><input id="line-qty" name="qty" value="3"></${tag}>`;

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('taking the server markup over', () => {
  let root: HTMLElement;

  afterEach(async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    await removeFixture(root);
  });

  it('keeps the server field readable at every microtask and frame between the upgrade and fg:upgraded', async () => {
    // React schedules its first render in a task of its own, as on a page (not inside act()).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    root = fixture(serverMarkup('fg-test-takeover-read'));
    const element = root.firstElementChild as HTMLElement;
    let upgraded = false;
    element.addEventListener('fg:upgraded', () => {
      upgraded = true;
    });
    const missed: string[] = [];
    const read = (when: string) => {
      const field = document.querySelector<HTMLInputElement>('input[name="qty"]');
      if (!upgraded && field?.value !== '3') missed.push(when);
    };
    const mutations = new MutationObserver(() => read('a mutation'));
    mutations.observe(root, { childList: true, subtree: true, attributes: true });
    const frame = () => {
      read('an animation frame');
      if (!upgraded) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);

    defineTakeover('fg-test-takeover-read');
    read('the upgrade');
    await until(
      () => upgraded,
      'fg:upgraded',
      async () => {
        for (let round = 0; round < 5; round += 1) {
          await flushPromises(1);
          read('a microtask');
        }
        await nextTask();
        read('a task');
      },
    );
    mutations.disconnect();

    expect(missed).to.deep.equal([], 'the server field was out of the page');
    expect(element.querySelector('.rendered input[name="qty"]')).to.not.equal(null);
    expect(element.querySelectorAll('input').length).to.equal(
      1,
      'the server field replaced, not kept beside',
    );
  });

  it('commits before the next key when the visitor focuses the server markup before React has rendered', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    root = fixture(serverMarkup('fg-test-takeover-focus'));
    defineTakeover('fg-test-takeover-focus');
    const server = root.querySelector('#line-qty') as HTMLInputElement;
    expect(root.querySelector('.rendered'), 'not rendered yet').to.equal(null);
    server.focus();
    expect(document.activeElement).to.equal(server, 'the server field takes the focus');
    // A microtask, no task: a key pressed next goes to the rendered field.
    await flushPromises(1);
    const active = document.activeElement as HTMLElement;
    expect(active.closest('.rendered'), 'the rendered field has the focus').to.not.equal(null);
    expect(active.id).to.equal('line-qty');
  });

  it('gives the focus of a server control without an id (a summary) to its first rendered control', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    root = fixture(
      '<fg-test-takeover-summary id="line" style="display: block"><details><summary>Hledat</summary></details></fg-test-takeover-summary>',
    );
    (root.querySelector('summary') as HTMLElement).focus();
    defineTakeover('fg-test-takeover-summary');
    await until(() => root.querySelector('.rendered') !== null, 'the component rendered');
    await flushPromises();
    expect((document.activeElement as HTMLElement).id, 'the rendered field has the focus').to.equal(
      'line-qty',
    );
  });

  it('gives the focus of a server link without an id to the rendered link at the same place', async () => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const links = ['Lampy', 'Židle', 'Stoly'].map((name) =>
      createElement('a', { key: name, href: `#${name}` }, name),
    );
    defineReactElement('fg-test-takeover-links', () =>
      createElement('nav', { className: 'rendered' }, links),
    );
    root = fixture(
      '<fg-test-takeover-links id="tree" style="display: block"><nav><a href="#Lampy">Lampy</a><a href="#skryto" hidden>Skryto</a><a href="#Židle">Židle</a><a href="#Stoly">Stoly</a></nav></fg-test-takeover-links>',
    );
    // The visitor tabs on before the first render: the server's third shown link (a hidden one
    // before it does not count) has the focus last.
    (root.querySelector('a[href="#Lampy"]') as HTMLElement).focus();
    await flushPromises();
    (root.querySelector('a[href="#Stoly"]') as HTMLElement).focus();
    await until(() => root.querySelector('.rendered') !== null, 'the component rendered');
    await flushPromises();
    const active = document.activeElement as HTMLElement;
    expect(active.closest('.rendered'), 'a rendered control has the focus').to.not.equal(null);
    expect(active.textContent).to.equal('Stoly');
  });

  it('renders when connected again after its server markup could not be read', async () => {
    let reads = 0;
    defineReactElement('fg-test-takeover-unread', Takeover, {
      readServerMarkup: () => {
        reads += 1;
        if (reads === 1) throw new Error('unreadable');
        return {};
      },
    });
    const error = sinon.stub(console, 'error');
    root = fixture('');
    const element = document.createElement('fg-test-takeover-unread');
    element.id = 'unread';
    await inAct(() => root.append(element));
    expect(String(error.firstCall?.args[0])).to.contain('unreadable');
    error.restore();
    expect(element.querySelector('.rendered')).to.equal(null);
    await inAct(() => root.append(element));
    await flushPromises();
    expect(element.querySelector('.rendered')).to.not.equal(null, 'tried again on connection');
  });

  it('keeps the box of the server markup until the first render commits', async () => {
    defineTakeover('fg-test-takeover-box');
    root = fixture('');
    const element = document.createElement('fg-test-takeover-box');
    element.id = 'held';
    element.setAttribute('size', '120');
    element.style.display = 'block';
    element.innerHTML = '<div style="height: 200px">server markup</div>';
    await inAct(async () => {
      root.append(element);
      expect(element.querySelector('.rendered'), 'not rendered yet').to.equal(null);
      expect(element.getBoundingClientRect().height).to.equal(200);
    });
    expect(element.querySelector('.rendered')).to.not.equal(null);
    expect(element.textContent).to.not.contain('server markup');
    expect(element.getBoundingClientRect().height).to.equal(120);
  });
});
