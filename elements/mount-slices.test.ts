/**
 * Roots upgrading at once are mounted in slices that yield to the browser (mount-slices.ts): the
 * clock and the yield are stubbed, each mount costs a known time.
 */
import { expect } from 'chai';
import { createElement } from 'react';
import sinon from 'sinon';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { nextTask, until } from '../src/core/test-support/waits.ts';
import { defineReactElement } from './define-react-element.ts';
import { MOUNT_SLICE_MS } from './mount-slices.ts';
import { fixture, removeFixture } from './test-support/react-act.ts';

/** What each mount costs on the stubbed clock: three fit in a slice, the fourth starts the next. */
const MOUNT_COST_MS = MOUNT_SLICE_MS / 3 + 0.1;

interface Yielding {
  yield(): Promise<void>;
}

/** What a row of the large component does as it renders: set by the test. */
let onRowRender = () => {};

function Row({ index }: { index: number }) {
  onRowRender();
  return createElement('li', null, index);
}

describe('mounting roots in slices', () => {
  let root: HTMLElement;
  let now: number;
  /** The ids mounted in each slice, the first being the task that defined the tag. */
  let slices: string[][];
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; scheduler?: Yielding };
  let ownScheduler: boolean;

  beforeEach(() => {
    // React schedules its renders in its own tasks, as on a page (not inside act()).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    now = 0;
    slices = [[]];
    sinon.stub(performance, 'now').callsFake(() => now);
    const startSlice = async () => {
      await nextTask();
      slices.push([]);
    };
    ownScheduler = actEnvironment.scheduler === undefined;
    if (ownScheduler) actEnvironment.scheduler = { yield: startSlice };
    else sinon.stub(actEnvironment.scheduler as Yielding, 'yield').callsFake(startSlice);
  });

  afterEach(async () => {
    onRowRender = () => {};
    sinon.restore();
    if (ownScheduler) delete actEnvironment.scheduler;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    await removeFixture(root);
  });

  it('mounts ten elements of a tag across several tasks, in document order, each firing fg:upgraded', async () => {
    const ids = Array.from({ length: 10 }, (_, index) => `slice-${index}`);
    root = fixture(
      ids
        .map((id) => `<fg-test-slice id="${id}"><button type="button">server</button></fg-test-slice>`)
        .join(''),
    );
    const upgraded: string[] = [];
    root.addEventListener('fg:upgraded', (event) =>
      upgraded.push((event as CustomEvent<{ id: string }>).detail.id),
    );

    defineReactElement(
      'fg-test-slice',
      ({ host }: ComponentProps<Record<string, never>>) =>
        createElement('button', { type: 'button', className: 'rendered' }, host.id),
      {
        readServerMarkup: (element) => {
          // Taking the server markup over is where each mount spends its time here.
          now += MOUNT_COST_MS;
          slices.at(-1)?.push(element.id);
          return {};
        },
      },
    );
    expect(slices).to.deep.equal([ids.slice(0, 3)], 'the defining task mounts one slice');

    await until(() => upgraded.length === ids.length, 'every element upgraded');
    expect(slices).to.deep.equal([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6, 9), ids.slice(9)]);
    expect([...upgraded].sort()).to.deep.equal([...ids].sort());
    expect(root.querySelectorAll('.rendered').length).to.equal(ids.length);
  });

  it("yields to the browser while a large component's first render runs, the server markup shown until its commit", async () => {
    // The browser's tasks, counted: a render that never yields sees one count throughout.
    let task = 0;
    let counting = true;
    void (async () => {
      while (counting) {
        await nextTask();
        task += 1;
      }
    })();
    const seen: number[] = [];
    const serverShown: boolean[] = [];
    root = fixture('<fg-test-large id="large"><p class="server">server</p></fg-test-large>');
    const upgraded = new Promise((resolve) => root.addEventListener('fg:upgraded', resolve, { once: true }));
    onRowRender = () => {
      // Each row's render costs 2 ms on the stubbed clock: 40 ms in all, React's slices are 5 ms.
      now += 2;
      seen.push(task);
      serverShown.push(root.querySelector('.server') !== null);
    };
    defineReactElement('fg-test-large', () =>
      createElement(
        'ul',
        { className: 'rendered' },
        Array.from({ length: 20 }, (_, index) => createElement(Row, { key: index, index })),
      ),
    );
    await upgraded;
    counting = false;
    // A transition may be rendered again from its start (an update of higher priority meanwhile).
    expect(seen.length).to.be.at.least(20);
    expect(new Set(seen).size, `the browser's tasks seen by the rows: ${seen.join(', ')}`).to.be.greaterThan(
      1,
    );
    expect(serverShown.every(Boolean)).to.equal(true);
    expect(root.querySelector('.server')).to.equal(null);
    expect(root.querySelectorAll('.rendered li').length).to.equal(20);
  });
});
