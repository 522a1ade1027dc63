import { expect } from 'chai';
import sinon from 'sinon';
import { ContainerMissingError } from '../errors.ts';
import { partialUpdate } from '../partial-update.ts';
import { INNER_AND_SIDE_ANSWER, rejectionOf, useEngineFixture } from '../test-support/engine-fixture.ts';
import { inViewTransition } from './view-transition.ts';

/** The document as a page without view transitions may have it: the method optional, any shape. */
type Doc = { startViewTransition?: (update: () => void) => unknown };
const doc = document as unknown as Doc;
const hasViewTransitions = typeof doc.startViewTransition === 'function';

/** A view transition as the browser makes one: the update runs a task later, then the promises settle. */
function fakeTransition(update: () => void) {
  const updateCallbackDone = new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      try {
        update();
        resolve();
      } catch (error) {
        reject(error);
      }
    }),
  );
  return { updateCallbackDone, ready: updateCallbackDone, finished: updateCallbackDone };
}

/** `matchMedia` answering `reduce` for prefers-reduced-motion, as the visitor's setting would. */
function prefersReducedMotion(): void {
  const real = window.matchMedia.bind(window);
  sinon
    .stub(window, 'matchMedia')
    .callsFake((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ matches: query.includes('reduce') } as MediaQueryList)
        : real(query),
    );
}

describe('data-pu-transition', () => {
  const engine = useEngineFixture();
  let original: Doc['startViewTransition'];
  beforeEach(() => {
    original = doc.startViewTransition;
  });
  afterEach(() => {
    if (original) doc.startViewTransition = original;
    else delete doc.startViewTransition;
  });

  const update = async (options: Record<string, unknown>, body = '<div id="inner">new</div>') => {
    const done = partialUpdate({ target: 'inner', url: '/x', ...options });
    engine.answer(body);
    return done;
  };

  it('runs the swap inside document.startViewTransition where the browser has it', async () => {
    const seen: string[] = [];
    doc.startViewTransition = (swap) => {
      seen.push(document.getElementById('inner')?.textContent ?? '');
      return fakeTransition(() => {
        swap();
        seen.push(document.getElementById('inner')?.textContent ?? '');
      });
    };
    const result = await update({ transition: true });
    expect(seen).to.deep.equal(['old inner', 'new']);
    expect(result.elements[0]?.textContent).to.equal('new');
  });

  it('is asked for by a region’s own data-pu-transition, and turned off by the trigger’s false', async () => {
    const start = sinon.spy((swap: () => void) => fakeTransition(swap));
    doc.startViewTransition = start;
    document.getElementById('inner')?.setAttribute('data-pu-transition', '');
    await update({}, '<div id="inner" data-pu-transition>1</div>');
    expect(start.callCount).to.equal(1);
    await update({ transition: false }, '<div id="inner" data-pu-transition>2</div>');
    expect(start.callCount).to.equal(1);
    expect(document.getElementById('inner')?.textContent).to.equal('2');
  });

  it('morphs inside the transition too', async () => {
    doc.startViewTransition = (swap) => fakeTransition(swap);
    const inner = document.getElementById('inner');
    await update({ transition: true, swap: 'morph' }, '<div id="inner">morphed</div>');
    expect(document.getElementById('inner') === inner).to.equal(true);
    expect(inner?.textContent).to.equal('morphed');
  });

  it('never runs one under prefers-reduced-motion: reduce', async () => {
    const start = sinon.spy((swap: () => void) => fakeTransition(swap));
    doc.startViewTransition = start;
    prefersReducedMotion();
    await update({ transition: true });
    expect(start.called).to.equal(false);
    expect(document.getElementById('inner')?.textContent).to.equal('new');
  });

  it('changes nothing where the browser has no view transitions: the swap runs at once', async () => {
    delete doc.startViewTransition;
    // Where the browser has the method on its prototype, an own undefined hides it.
    if ('startViewTransition' in document) doc.startViewTransition = undefined;
    let swapped = false;
    const result = inViewTransition(() => {
      swapped = true;
      return 'done';
    });
    expect(swapped).to.equal(true, 'synchronously, before any frame');
    expect(await result).to.equal('done');
    await update({ transition: true });
    expect(document.getElementById('inner')?.textContent).to.equal('new');
  });

  it('fails the update, swapping nothing, when a region left the page before the transition ran', async () => {
    doc.startViewTransition = (swap) => {
      // The browser runs the swap a frame later; the side region is gone by then.
      document.getElementById('side')?.remove();
      return fakeTransition(swap);
    };
    const done = partialUpdate({ target: 'inner+side', url: '/x', transition: true });
    engine.answer(INNER_AND_SIDE_ANSWER);
    const error = await rejectionOf(done);
    expect(error).to.be.instanceOf(ContainerMissingError);
    expect(document.getElementById('inner')?.textContent).to.equal('old inner');
  });

  it('runs in the browser’s own view transition where it has one, and swaps the same without', async () => {
    if (hasViewTransitions) {
      const spy = sinon.spy(document, 'startViewTransition');
      await update({ transition: true });
      expect(spy.callCount).to.equal(1);
    } else {
      await update({ transition: true });
    }
    expect(document.getElementById('inner')?.textContent).to.equal('new');
  });
});
