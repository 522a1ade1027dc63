import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { afterZeroDelayTimers } from '../test-support/waits.ts';
import { sameFormSubmitter, submitAgain } from './submit-again.ts';

describe('submitAgain', () => {
  let fixture: HTMLElement;
  /** Every submit that reached the document, with its button; none leaves the page. */
  let reached: (string | null)[];
  const record = (event: Event) => {
    reached.push((event as SubmitEvent).submitter?.getAttribute('name') ?? null);
    event.preventDefault();
  };
  const form = () => fixture.querySelector('form') as HTMLFormElement;
  const button = (name: string) => fixture.querySelector(`[name="${name}"]`) as HTMLButtonElement;

  beforeEach(() => {
    fixture = document.createElement('div');
    fixture.innerHTML = `<form action="/cs/nikam">
      <input name="q" value="lampa">
      <button name="find" value="1">Hledat</button><button name="save" value="1">Uložit</button>
    </form><button name="outside" form="other">Jinde</button>`;
    document.body.append(fixture);
    reached = [];
    document.addEventListener('submit', record);
  });

  afterEach(() => {
    document.removeEventListener('submit', record);
    fixture.remove();
  });

  it('makes a submit held by a key press again, from a promise callback inside that submit', async () => {
    let held = false;
    form().addEventListener('submit', (event) => {
      if (held) return;
      held = true;
      event.preventDefault();
      // A resolved promise runs between the listeners of a real key press, inside the dispatch.
      void Promise.resolve().then(() => submitAgain(form(), event.submitter));
    });
    (fixture.querySelector('input') as HTMLInputElement).focus();
    await sendKeys({ press: 'Enter' });
    await afterZeroDelayTimers();
    await afterZeroDelayTimers();
    expect(reached).to.deep.equal(['find', 'find']);
  });

  it('keeps the button that submitted, and the form default for a button that left the form', async () => {
    submitAgain(form(), button('save'));
    await afterZeroDelayTimers();
    submitAgain(form(), button('outside'));
    await afterZeroDelayTimers();
    const gone = button('save');
    gone.remove();
    submitAgain(form(), gone);
    await afterZeroDelayTimers();
    expect(reached).to.deep.equal(['save', null, null]);
  });

  it('makes no submit for a form that left the page meanwhile', async () => {
    submitAgain(form());
    form().remove();
    await afterZeroDelayTimers();
    expect(reached).to.deep.equal([]);
  });

  it('marks the form as passing only while its submit event runs', async () => {
    const passing = new WeakSet<EventTarget>();
    const seen: boolean[] = [];
    form().addEventListener('submit', () => seen.push(passing.has(form())));
    submitAgain(form(), null, passing);
    expect(passing.has(form())).to.equal(false);
    await afterZeroDelayTimers();
    expect(seen).to.deep.equal([true]);
    expect(passing.has(form())).to.equal(false);
  });

  it('names the submitter only while it belongs to the form', () => {
    expect(sameFormSubmitter(form(), button('find'))).to.equal(button('find'));
    expect(sameFormSubmitter(form(), button('outside'))).to.equal(null);
    expect(sameFormSubmitter(form(), form())).to.equal(null);
    expect(sameFormSubmitter(form(), null)).to.equal(null);
  });
});
