import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { defineReactElement } from '../../../elements/define-react-element.ts';
import '../../../elements/fg-typeahead.ts';
import {
  axeViolations,
  fixture,
  inAct,
  mountFixture,
  press,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { pageNavigation } from '../../core/page-navigation.ts';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import { flushPromises } from '../../core/test-support/waits.ts';
import { Typeahead, type TypeaheadProps } from './Typeahead.tsx';
import { answerSuggestions, suggestionsArrive } from './test-support/suggestions.ts';

const SUGGESTIONS = [
  { label: 'Telefon Alfa', value: 'alfa' },
  { label: 'Telefon Beta', value: 'beta', url: '/cs/produkt/beta' },
  { label: 'Telefon Cizí', value: 'foreign', url: 'https://evil.example/x' },
];

const markup = (source = '/cs/naseptavac') => `
  <div id="results"></div>
  <fg-typeahead id="search" source="${source}" pu-target="results">
    <form action="/cs/hledat" role="search">
      <label for="q">Hledat</label>
      <input id="q" name="q" type="search">
      <button type="submit">Hledat</button>
    </form>
  </fg-typeahead>`;

describe('Typeahead', () => {
  let root: HTMLElement;
  let server: FakeServer;
  let clock: sinon.SinonFakeTimers;
  let fetchStub: sinon.SinonStub;

  const mount = async (source?: string) => {
    root = await mountFixture(markup(source));
  };

  beforeEach(async () => {
    server = fakeServer.create();
    fetchStub = answerSuggestions(SUGGESTIONS);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await mount();
  });

  afterEach(async () => {
    clock.restore();
    await removeFixture(root);
    server.restore();
    sinon.restore();
  });

  const input = () => root.querySelector('#q') as HTMLInputElement;
  const listbox = () => root.querySelector('[role="listbox"]') as HTMLElement;
  const options = () => [...root.querySelectorAll<HTMLElement>('[role="option"]')];
  const key = (name: string, init?: KeyboardEventInit) => pressInAct(input(), name, init);
  const type = async (text: string) => {
    input().focus();
    await inAct(() => {
      input().value = text;
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const typeAndWait = async (text: string) => {
    await type(text);
    await suggestionsArrive(clock);
  };

  it('decorates the server input as a combobox and keeps the form', () => {
    expect(input().getAttribute('role')).to.equal('combobox');
    expect(input().getAttribute('aria-autocomplete')).to.equal('list');
    expect(input().getAttribute('aria-controls')).to.equal('search-listbox');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(input().getAttribute('autocomplete')).to.equal('off');
    expect(root.querySelector('form[action="/cs/hledat"] button')).to.not.equal(null);
    expect(listbox().getAttribute('aria-label')).to.equal('Hledat');
  });

  it('asks the server 300 ms after the last key, only from the minimum length', async () => {
    const tick = (ms: number) =>
      inAct(async () => {
        clock.tick(ms);
        await flushPromises(5);
      });
    await type('t');
    await tick(300);
    expect(fetchStub.called).to.equal(false);
    await type('te');
    await tick(200);
    await type('tel');
    await tick(299);
    expect(fetchStub.called).to.equal(false);
    await tick(1);
    expect(fetchStub.callCount).to.equal(1);
    expect(fetchStub.firstCall.args[0]).to.equal(absoluteUrl('/cs/naseptavac?q=tel'));
  });

  it('shows the suggestions and announces their count', async () => {
    await typeAndWait('tel');
    expect(listbox().hidden).to.equal(false);
    expect(input().getAttribute('aria-expanded')).to.equal('true');
    expect(options().map((option) => option.textContent)).to.deep.equal(SUGGESTIONS.map((s) => s.label));
    expect(root.querySelector('.fg-typeahead__status')?.textContent).to.equal('Počet návrhů: 3');
  });

  it('reads the suggestions of an answer object (`{query, suggestions}`) too', async () => {
    fetchStub.callsFake(
      async () =>
        ({
          ok: true,
          status: 200,
          json: () => Promise.resolve({ query: 'tel', suggestions: SUGGESTIONS.slice(0, 2) }),
        }) as Response,
    );
    await typeAndWait('tel');
    expect(options().map((option) => option.textContent)).to.deep.equal(['Telefon Alfa', 'Telefon Beta']);
    expect(listbox().hidden).to.equal(false);
  });

  it('moves the active option with Down/Up, wrapping, focus staying in the input', async () => {
    await typeAndWait('tel');
    await key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).to.equal('search-option-0');
    expect(options()[0]?.getAttribute('aria-selected')).to.equal('true');
    await key('ArrowDown');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).to.equal('search-option-0');
    await key('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).to.equal('search-option-2');
    expect(document.activeElement === input()).to.equal(true);
  });

  it('opens without moving on Alt+Down', async () => {
    await typeAndWait('tel');
    await key('Escape');
    expect(listbox().hidden).to.equal(true);
    await key('ArrowDown', { altKey: true });
    expect(listbox().hidden).to.equal(false);
    expect(input().hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('picks the active suggestion with Enter and runs the partial update with its value', async () => {
    await typeAndWait('tel');
    await key('ArrowDown');
    let enter: KeyboardEvent | undefined;
    await inAct(() => {
      enter = press(input(), 'Enter');
    });
    expect(enter?.defaultPrevented).to.equal(true);
    expect(input().value).to.equal('Telefon Alfa');
    expect(listbox().hidden).to.equal(true);
    const url = new URL(server.requests[0]?.url ?? '', location.origin);
    expect(url.searchParams.get('_pu_target')).to.equal('results');
    expect(url.searchParams.get('q')).to.equal('alfa');
  });

  it('follows a same-origin suggestion url, never a foreign one', async () => {
    const assign = sinon.stub(pageNavigation, 'assign');
    await typeAndWait('tel');
    await key('ArrowDown');
    await key('ArrowDown');
    await key('Enter');
    expect(assign.calledOnceWith(absoluteUrl('/cs/produkt/beta'))).to.equal(true);
    await typeAndWait('tele');
    await key('ArrowUp');
    await key('Enter');
    expect(assign.callCount).to.equal(1);
    expect(new URL(server.requests[0]?.url ?? '', location.origin).searchParams.get('q')).to.equal('foreign');
  });

  it('lets Enter submit the form when no suggestion is active', async () => {
    await typeAndWait('tel');
    const event = press(input(), 'Enter');
    expect(event.defaultPrevented).to.equal(false);
  });

  it('closes on Escape, and clears the input on a second Escape', async () => {
    await typeAndWait('tel');
    await key('Escape');
    expect(listbox().hidden).to.equal(true);
    expect(input().value).to.equal('tel');
    await key('Escape');
    expect(input().value).to.equal('');
  });

  it('refuses a source on another origin', async () => {
    const error = sinon.stub(console, 'error');
    await inAct(() => root.remove());
    await mount('https://evil.example/suggest');
    await typeAndWait('tel');
    expect(fetchStub.called).to.equal(false);
    expect(String(error.firstCall.args[0])).to.contain('not on this origin');
  });

  it('is axe-clean with the suggestions open', async () => {
    await typeAndWait('tel');
    await key('ArrowDown');
    clock.restore(); // axe-core schedules its own timers
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});

describe('Typeahead arriving while the visitor types', () => {
  let root: HTMLElement;

  afterEach(async () => {
    await removeFixture(root);
  });

  it('keeps the focus, text and caret of the search field, within the upgrade', () => {
    root = fixture(markup().replaceAll('fg-typeahead', 'fg-test-typeahead-late'));
    const input = root.querySelector('#q') as HTMLInputElement;
    input.focus();
    input.value = 'tel';
    input.setSelectionRange(1, 1);
    defineReactElement<TypeaheadProps>('fg-test-typeahead-late', Typeahead, {
      props: { source: 'string', param: 'string', minLength: 'number' },
    });
    // Nothing awaited: the next key goes into the decorated field.
    // (Compared as a truth: a failing comparison of DOM nodes React holds takes chai minutes to print.)
    expect(document.activeElement === input, 'the focus in the field').to.equal(true);
    expect(input.getAttribute('role')).to.equal('combobox');
    expect([input.value, input.selectionStart]).to.deep.equal(['tel', 1]);
  });

  for (const [what, before, suggested] of [
    ['asks for the text typed into the server field before the upgrade', '', true],
    ['does not ask for the value the page came with (the last search)', 'tel', false],
  ] as const) {
    it(what, async () => {
      const fetchStub = answerSuggestions(SUGGESTIONS);
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const tag = `fg-test-typeahead-typed-${suggested}`;
        root = fixture(
          markup()
            .replaceAll('fg-typeahead', tag)
            .replace('type="search"', `type="search" value="${before}"`),
        );
        const input = root.querySelector('#q') as HTMLInputElement;
        input.focus();
        input.value = 'tel';
        await inAct(() => {
          defineReactElement<TypeaheadProps>(tag, Typeahead, {
            props: { source: 'string', param: 'string', minLength: 'number' },
          });
        });
        await suggestionsArrive(clock);
        expect(fetchStub.callCount).to.equal(suggested ? 1 : 0);
        expect(root.querySelectorAll('[role="option"]').length).to.equal(suggested ? SUGGESTIONS.length : 0);
      } finally {
        clock.restore();
        sinon.restore();
      }
    });
  }
});
