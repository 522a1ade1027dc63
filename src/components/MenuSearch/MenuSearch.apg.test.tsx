// The phone search as the WAI-ARIA APG disclosure pattern around the APG combobox of its field
// (Typeahead), with real key presses.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-menu-search.ts';
import '../../../elements/fg-typeahead.ts';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { pageNavigation } from '../../core/page-navigation.ts';
import { suggestionsArrive } from '../Typeahead/test-support/suggestions.ts';

const SUGGESTIONS = [{ label: 'Aurora lamp', value: 'aurora', url: '/cs/produkt/aurora' }];

describe('MenuSearch (APG disclosure pattern, with the combobox of its field)', () => {
  let submitted: (string | null)[];
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submitted.push(new FormData(event.target as HTMLFormElement).get('q') as string | null);
  };
  beforeEach(() => {
    submitted = [];
    document.addEventListener('submit', onSubmit, true);
    sinon
      .stub(window, 'fetch')
      .callsFake(
        async () => ({ ok: true, status: 200, json: () => Promise.resolve(SUGGESTIONS) }) as Response,
      );
    sinon.stub(pageNavigation, 'assign');
  });
  afterEach(() => document.removeEventListener('submit', onSubmit, true));

  const component = componentFixture(
    `<fg-menu-search id="searchToggleApg" controls="siteSearchApg"><a href="/cs/hledat">Hledat</a></fg-menu-search>
    <search id="siteSearchApg">
      <fg-typeahead id="typeaheadApg" source="/cs/naseptavac">
        <form action="/cs/hledat"><label for="qApg">Hledat</label> <input id="qApg" name="q" type="search"> <button>Hledat</button></form>
      </fg-typeahead>
    </search>`,
    { fakeTimers: true },
  );
  const button = () => component.root.querySelector('.menu-search__button') as HTMLButtonElement;
  const region = () => component.root.querySelector('#siteSearchApg') as HTMLElement;
  const field = () => component.root.querySelector('#qApg') as HTMLInputElement;
  const expanded = () => [button().getAttribute('aria-expanded'), region().getAttribute('data-expanded')];
  const typeAndWait = async (text: string) => {
    await inAct(() => sendKeys({ type: text }));
    await suggestionsArrive(component.clock);
  };

  it('is a native button with aria-expanded controlling the search region', () => {
    expect(button().localName).to.equal('button');
    expect(button().getAttribute('aria-controls')).to.equal('siteSearchApg');
    expect(expanded()).to.deep.equal(['false', 'false']);
  });

  it('Enter expands the region with the focus in the search field; Space on the button collapses it', async () => {
    button().focus();
    await pressKey('Enter');
    expect(expanded()).to.deep.equal(['true', 'true']);
    expect(document.activeElement === field(), 'focus in the search field').to.equal(true);
    button().focus();
    await pressKey(' ');
    expect(expanded()).to.deep.equal(['false', 'false']);
  });

  it('Escape closes the suggestions first, then clears the field, then collapses the region', async () => {
    button().focus();
    await pressKey('Enter');
    await typeAndWait('aur');
    expect(field().getAttribute('aria-expanded')).to.equal('true');
    await pressKey('Escape');
    expect(field().getAttribute('aria-expanded')).to.equal('false');
    await pressKey('Escape');
    expect(field().value).to.equal('');
    await pressKey('Escape');
    expect(expanded()).to.deep.equal(['false', 'false']);
    expect(document.activeElement === button(), 'focus back on the button').to.equal(true);
  });

  it('searches the typed text when Enter follows a character typed on a highlighted suggestion', async () => {
    button().focus();
    await pressKey('Enter');
    await typeAndWait('aur');
    await pressKey('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).to.equal('typeaheadApg-option-0');
    await inAct(() => sendKeys({ type: 'r' }));
    await pressKey('Enter');
    expect(submitted).to.deep.equal(['aurr']);
  });
});
