// The typeahead as the WAI-ARIA APG combobox pattern (list autocomplete with manual selection, a
// listbox popup), with real key presses: roles, states, properties, the combobox's keys and the
// listbox popup's keys.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-typeahead.ts';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import { inAct, press } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { pageNavigation } from '../../core/page-navigation.ts';
import { answerSuggestions, suggestionsArrive } from './test-support/suggestions.ts';

const SUGGESTIONS = [
  { label: 'Aurora lamp', value: 'aurora', url: '/cs/produkt/aurora' },
  { label: 'Aurum ring', value: 'aurum' },
  { label: 'Auris pen', value: 'auris' },
];

describe('Typeahead (APG combobox pattern)', () => {
  let assign: sinon.SinonStub;
  let submitted: (string | null)[];
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submitted.push(new FormData(event.target as HTMLFormElement).get('q') as string | null);
  };

  beforeEach(() => {
    answerSuggestions(SUGGESTIONS);
    assign = sinon.stub(pageNavigation, 'assign');
    submitted = [];
    document.addEventListener('submit', onSubmit, true);
  });
  afterEach(() => document.removeEventListener('submit', onSubmit, true));

  const component = componentFixture(
    `<fg-typeahead id="search" source="/cs/naseptavac">
      <form action="/cs/hledat" role="search">
        <label for="q">Hledat</label> <input id="q" name="q" type="search"> <button type="submit">Hledat</button>
      </form>
    </fg-typeahead>`,
    { fakeTimers: true },
  );
  const q = (selector: string) => component.root.querySelector(selector) as HTMLElement;
  const input = () => q('#q') as HTMLInputElement;
  const listbox = () => q('[role="listbox"]');
  const options = () => [...component.root.querySelectorAll<HTMLElement>('[role="option"]')];
  const highlighted = () => input().getAttribute('aria-activedescendant');
  const typeText = (text: string) => inAct(() => sendKeys({ type: text }));
  /** Types into the field and lets the suggestions arrive. */
  const typeAndWait = async (text: string) => {
    input().focus();
    await typeText(text);
    await suggestionsArrive(component.clock);
  };

  it('is a combobox with list autocomplete controlling a labelled listbox, collapsed at first', () => {
    expect(input().getAttribute('role')).to.equal('combobox');
    expect(input().getAttribute('aria-autocomplete')).to.equal('list');
    expect(input().getAttribute('aria-controls')).to.equal(listbox().id);
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(listbox().getAttribute('aria-label')).to.equal('Hledat');
  });

  it('expands with the suggestions as options, none selected, focus staying in the field', async () => {
    await typeAndWait('aur');
    expect(input().getAttribute('aria-expanded')).to.equal('true');
    expect(options().map((option) => option.getAttribute('aria-selected'))).to.deep.equal([
      'false',
      'false',
      'false',
    ]);
    expect(highlighted()).to.equal(null);
    expect(document.activeElement === input()).to.equal(true);
  });

  it('Down Arrow highlights the first option and then the next; Up Arrow the previous, wrapping', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    expect(highlighted()).to.equal(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).to.equal('true');
    await pressKey('ArrowDown');
    expect(highlighted()).to.equal(options()[1]?.id);
    await pressKey('ArrowUp');
    await pressKey('ArrowUp');
    expect(highlighted()).to.equal(options()[2]?.id);
    expect(document.activeElement === input()).to.equal(true);
  });

  it('Up Arrow in the field highlights the last option', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowUp');
    expect(highlighted()).to.equal(options()[2]?.id);
  });

  it('Enter accepts the highlighted option: its value goes in the field and the list collapses', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    await pressKey('ArrowDown');
    await pressKey('Enter');
    expect(input().value).to.equal('Aurum ring');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(submitted).to.deep.equal([]);
  });

  it('Escape collapses the list, and a second Escape clears the field', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    await pressKey('Escape');
    expect(input().getAttribute('aria-expanded')).to.equal('false');
    expect(highlighted()).to.equal(null);
    await pressKey('Escape');
    expect(input().value).to.equal('');
  });

  for (const caretKey of ['ArrowLeft', 'ArrowRight', 'Home', 'End']) {
    it(`${caretKey} on a highlighted option returns to the field at once, the list staying open`, async () => {
      await typeAndWait('aur');
      await pressKey('ArrowDown');
      await pressKey(caretKey);
      expect(highlighted()).to.equal(null);
      expect(options().every((option) => option.getAttribute('aria-selected') === 'false')).to.equal(true);
      expect(input().getAttribute('aria-expanded')).to.equal('true');
    });
  }

  it('a character typed on a highlighted option goes in the field and clears the highlight at once', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    await typeText('r');
    expect(input().value).to.equal('aurr');
    expect(highlighted()).to.equal(null);
  });

  it('Enter right after a typed character searches the text, not the stale suggestion', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    await typeText('r');
    await pressKey('Enter');
    expect(submitted).to.deep.equal(['aurr']);
    expect(assign.called).to.equal(false);
    expect(component.server.requests).to.have.length(0);
  });

  it('reads the edit before React renders: an Enter in the same task as the typed character is not taken', async () => {
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    let enter: KeyboardEvent | undefined;
    await inAct(() => {
      input().value = 'aurr';
      input().dispatchEvent(new Event('input', { bubbles: true }));
      enter = press(input(), 'Enter');
    });
    expect(enter?.defaultPrevented).to.equal(false);
    expect(input().value).to.equal('aurr');
  });
});
