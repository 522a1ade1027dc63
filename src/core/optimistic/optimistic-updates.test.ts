import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import { abort, partialUpdate } from '../partial-update.ts';
import { streamAnswer } from '../stream/test-support/streamed-answer.ts';
import { useDocumentLanguage } from '../test-support/document-language.ts';
import { flushPromises, settle, until } from '../test-support/waits.ts';
import { showExpected } from './optimistic-updates.ts';
import { optimisticTestPage } from './test-support/optimistic-page.ts';

const UNDONE_CS = 'Změna se neprovedla, stránka ukazuje předchozí stav.';
const SERVER_ERROR_CS = 'V obchodě nastala chyba. Zkuste to prosím za chvíli.';
const REFUSED_CS = 'Obchod akci odmítl. Načtěte stránku znovu a zkuste to ještě jednou.';
const OFFLINE_CS = 'Nepodařilo se spojit s obchodem. Zkontrolujte připojení.';

/** Optimistic updates through the engine (docs/optimistic.md): shown at once, settled or taken back. */
describe('optimistic updates', () => {
  useDocumentLanguage('cs');
  const fixture = optimisticTestPage();
  const { el, count, announced, update, request } = fixture;

  it('shows the expected change at once, before the answer', async () => {
    void update('add-button');
    await flushPromises();
    expect(fixture.server.requests).to.have.length(1);
    expect(count()).to.deep.equal(['Košík (4)', '4']);
  });

  it('counts by the quantity typed in the trigger’s form (+[quantity]), read when the change is shown', async () => {
    (el('qty') as HTMLInputElement).value = '3';
    void update('add-qty-button');
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (6)', '6']);
    (el('qty') as HTMLInputElement).value = '5';
    expect(count(), 'fixed when shown').to.deep.equal(['Košík (6)', '6']);
    request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (3)', '3']);
  });

  it('counts down by a submit button’s own value (-[quantity] on the button)', async () => {
    void update('take-button');
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (1)', '1']);
  });

  it('shows no count for a typed value that is no whole number 1…999 999 999, and logs nothing', () => {
    const logged = sinon.stub(console, 'error');
    for (const typed of [
      '',
      ' ',
      'abc',
      '1e3',
      '-2',
      '+2',
      '2.5',
      '0',
      '3 ',
      '1000000000',
      '9'.repeat(30),
      '٣',
    ]) {
      (el('qty') as HTMLInputElement).value = typed;
      expect(showExpected(el('add-qty')), typed).to.equal(null);
      expect(count(), typed).to.deep.equal(['Košík (3)', '3']);
    }
    (el('qty') as HTMLInputElement).disabled = true;
    (el('qty') as HTMLInputElement).value = '2';
    expect(showExpected(el('add-qty')), 'a disabled field submits nothing').to.equal(null);
    expect(logged.callCount).to.equal(0);
  });

  it('reads the checked one of a radio group; no choice, or only an output of that name, shows no count', () => {
    const logged = sinon.stub(console, 'error');
    const form = el('add-qty');
    form.innerHTML =
      '<input type="radio" name="quantity" value="2"><input type="radio" name="quantity" value="5"><output name="sum">4</output>';
    expect(showExpected(form), 'nothing chosen').to.equal(null);
    (form.querySelectorAll('input')[1] as HTMLInputElement).checked = true;
    const shown = showExpected(form);
    expect(count()).to.deep.equal(['Košík (8)', '8']);
    shown?.takeBack(true);
    form.setAttribute('data-optimistic', '+[sum] #count');
    expect(showExpected(form), 'an output is never submitted').to.equal(null);
    expect(count()).to.deep.equal(['Košík (3)', '3']);
    expect(logged.callCount).to.equal(0);
  });

  it('logs a field the trigger’s form does not have once, as markup it cannot read, and shows the rest', () => {
    const logged = sinon.stub(console, 'error');
    el('add-qty').setAttribute('data-optimistic', '+[amount] #count, #inside; toggle:aria-busy #inside');
    const shown = showExpected(el('add-qty'));
    expect(count()).to.deep.equal(['Košík (3)', '3']);
    expect(el('inside').textContent).to.equal('1 kus');
    expect(el('inside').getAttribute('aria-busy')).to.equal('true');
    expect(logged.callCount).to.equal(1);
    expect(String(logged.firstCall.args[0])).to.contain('"amount"');
    shown?.takeBack(true);
  });

  it('counts by exactly the whole number typed, in range, else not at all, never NaN (any string)', () => {
    const typed = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\d{1,11}$/),
      fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
      fc.constantFrom('1e3', '2.5', '0x10', 'Infinity', '007', ' 4', '4\n'),
    );
    fc.assert(
      fc.property(typed, (value) => {
        const field = el('qty') as HTMLInputElement;
        field.value = value;
        // The value the form submits (a text field drops line breaks).
        const submitted = field.value;
        const amount = /^\d+$/.test(submitted) ? Number(submitted) : 0;
        const by = amount >= 1 && amount <= 999_999_999 ? amount : 0;
        const shown = showExpected(el('add-qty'));
        try {
          expect(count()).to.deep.equal([`Košík (${3 + by})`, String(3 + by)]);
          expect(shown === null).to.equal(by === 0);
        } finally {
          shown?.takeBack(true);
        }
        expect(count()).to.deep.equal(['Košík (3)', '3']);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the change when the answer comes; the answer replaces what it swaps', async () => {
    el('inside').setAttribute('data-optimistic', '+1');
    const done = partialUpdate({ target: 'region', url: '/cs/x' }, { source: el('inside') });
    await flushPromises();
    expect(el('inside').textContent).to.equal('2 kus');
    request(0).respond(
      200,
      { 'Content-Type': 'text/html' },
      '<div id="region"><p id="inside">5 kusů</p></div>',
    );
    await done;
    await flushPromises();
    expect(el('inside').textContent).to.equal('5 kusů');

    void update('add-button');
    await flushPromises();
    request(1).respond(200, { 'Content-Type': 'text/html' }, '<div id="region"><p>ok</p></div>');
    await flushPromises();
    expect(count(), 'a change outside the answer stays').to.deep.equal(['Košík (4)', '4']);
    expect(announced()).to.not.equal(UNDONE_CS);
  });

  it('takes a change back on a server error (500): the very nodes, told once by the failure notice', async () => {
    const own = el('note-text');
    void update('list-a-button');
    await flushPromises();
    expect(el('note').innerHTML).to.equal('<strong>Přidáno (A)</strong>');
    request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(el('note').firstElementChild).to.equal(own);
    expect(el('note').childNodes).to.have.length(1);
    expect(announced()).to.equal(SERVER_ERROR_CS);
  });

  it('takes a change back on a refusal (4xx)', async () => {
    void update('compare');
    await flushPromises();
    expect(el('compare').getAttribute('aria-pressed')).to.equal('true');
    expect(el('compare').className).to.equal('compare compare--on');
    request(0).respond(409, { 'Content-Type': 'text/html' }, 'no');
    await flushPromises();
    expect(el('compare').getAttribute('aria-pressed')).to.equal('false');
    expect(el('compare').getAttribute('class')).to.equal('compare');
    expect(announced()).to.equal(REFUSED_CS);
  });

  it('takes a change back when the request never reaches the shop', async () => {
    void update('add-button');
    await flushPromises();
    request(0).error();
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (3)', '3']);
    expect(announced()).to.equal(OFFLINE_CS);
  });

  it('takes a change back when a newer request for its region aborts it, and says so', async () => {
    void update('add-link');
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (4)', '4']);
    void update('plain');
    await flushPromises();
    expect(request(0).aborted).to.equal(true);
    expect(count()).to.deep.equal(['Košík (3)', '3']);
    expect(announced()).to.equal(UNDONE_CS);
  });

  it('takes a change back when its update is aborted (abort(target))', async () => {
    void update('compare');
    await flushPromises();
    abort('region');
    await flushPromises();
    expect(el('compare').getAttribute('aria-pressed')).to.equal('false');
  });

  it('never lets an older update taken back clobber a newer change', async () => {
    void update('list-a-button');
    await flushPromises();
    void update('list-b-button');
    await flushPromises();
    expect(request(0).aborted, 'the newer update took over').to.equal(true);
    expect(el('note').innerHTML).to.equal('<strong>Přidáno (B)</strong>');
    expect(announced(), 'nothing went back that the shopper sees').to.equal('');

    request(1).respond(500, { 'Content-Type': 'text/html' }, 'oops');
    await flushPromises();
    expect(el('note').firstElementChild, 'what was there before both').to.equal(el('note-text'));
  });

  it('keeps a newer count through an older count taken back (updates of other regions)', async () => {
    void update('add-button', 'region');
    void update('add-link', 'other');
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (5)', '5']);
    request(0).respond(503, { 'Content-Type': 'text/html' }, 'down');
    await flushPromises();
    expect(count(), 'the newer +1 still shown').to.deep.equal(['Košík (4)', '4']);
    request(1).respond(200, { 'Content-Type': 'text/html' }, '<div id="other"><p>ok</p></div>');
    await flushPromises();
    expect(count()).to.deep.equal(['Košík (4)', '4']);
  });

  for (const swap of ['morph', 'replace'] as const) {
    it(`forgets a change an answer lands over (${swap} swap): the failure is told, the answer stays`, async () => {
      void update('add-button');
      await flushPromises();
      expect(count()).to.deep.equal(['Košík (4)', '4']);
      const header = partialUpdate({ target: 'header', url: '/cs/header', swap }, { source: el('plain') });
      await flushPromises();
      request(1).respond(
        200,
        { 'Content-Type': 'text/html' },
        '<div id="header"><p id="count" data-count="7">Košík (7)</p></div>',
      );
      await header;
      await settle();
      expect(count(), 'the answer').to.deep.equal(['Košík (7)', '7']);
      request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
      await flushPromises();
      expect(count(), 'never undone over the answer').to.deep.equal(['Košík (7)', '7']);
      expect(announced()).to.equal(SERVER_ERROR_CS);
    });
  }

  for (const swap of ['morph', 'replace'] as const) {
    it(`never undoes a count over an answer swapped into its text (${swap} of a region inside the counted element)`, async () => {
      el('count').innerHTML = `Košík <span id="count-number" data-pu-swap="${swap}">(3)</span>`;
      void update('add-button');
      await flushPromises();
      expect(count()).to.deep.equal(['Košík (4)', '4']);
      const number = partialUpdate({ target: 'count-number', url: '/cs/n' }, { source: el('plain') });
      await flushPromises();
      request(1).respond(
        200,
        { 'Content-Type': 'text/html' },
        `<span id="count-number" data-pu-swap="${swap}">(7)</span>`,
      );
      await number;
      await settle();
      expect(count()[0], 'the answer').to.equal('Košík (7)');
      request(0).respond(500, { 'Content-Type': 'text/html' }, 'oops');
      await flushPromises();
      expect(count(), 'the answer kept; the counted element’s own attribute taken back').to.deep.equal([
        'Košík (7)',
        '3',
      ]);
      expect(announced()).to.equal(SERVER_ERROR_CS);
    });
  }

  it('takes a change back in a region swapped early from a streamed answer that then fails', async () => {
    const oldRegion = el('region');
    el('inside').setAttribute('data-optimistic', 'remove');
    void partialUpdate({ target: 'region+other', url: '/cs/x' }, { source: el('inside') }).catch(() => null);
    await flushPromises();
    expect(getComputedStyle(oldRegion.querySelector('#inside') as Element).display).to.equal('none');
    const answer = streamAnswer(request(0));
    answer.send('<!--pu:delimiters--><!--pu:widget region--><div id="region"><p>nový</p></div><!--pu:end-->');
    await until(() => !oldRegion.isConnected, 'the region swapped early');
    answer.fail();
    await until(() => oldRegion.isConnected, 'the region put back');
    await flushPromises();
    expect(el('inside').getAttribute('style'), 'the change taken back on what came back').to.equal(null);
    expect(announced()).to.equal(OFFLINE_CS);
  });

  it('shows nothing when a listener cancels the update', async () => {
    const cancel = (event: Event) => event.preventDefault();
    fixture.page.addEventListener('fg:pu-start', cancel);
    await update('add-button');
    await flushPromises();
    fixture.page.removeEventListener('fg:pu-start', cancel);
    expect(fixture.server.requests).to.have.length(0);
    expect(count()).to.deep.equal(['Košík (3)', '3']);
  });
});
