import { expect } from 'chai';
import '../../../elements/fg-simple-collapse.ts';
import {
  axeViolations,
  clickInAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { expireCookie } from '../../toolkit/cookies.ts';
import { readToggleCookie, writeToggleCookie } from '../../toolkit/toggle-cookie.ts';

const COOKIE = 'fgTestCollapse';

const clearCookie = () => expireCookie(COOKIE);

describe('SimpleCollapse', () => {
  let root: HTMLElement;

  const mount = async (attributes: string) => {
    root = await mountFixture(`
        <fg-simple-collapse id="filters" ${attributes}>
          <h3>Filtry</h3>
          <p class="body">Cena, značka</p>
        </fg-simple-collapse>`);
  };

  beforeEach(clearCookie);

  afterEach(async () => {
    await removeFixture(root);
    clearCookie();
  });

  const button = () => root.querySelector('button') as HTMLButtonElement;
  const content = () => root.querySelector('#filters-content') as HTMLElement;

  it('turns the server heading into a disclosure button that controls the content', async () => {
    await mount('');
    expect(root.querySelector('h3 > button')?.textContent).to.equal('Filtry');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(button().getAttribute('aria-controls')).to.equal('filters-content');
    expect(content().hidden).to.equal(true);
    expect(content().querySelector('.body')?.textContent).to.equal('Cena, značka');
  });

  it('starts open with the open attribute', async () => {
    await mount('open');
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(content().hidden).to.equal(false);
  });

  it('toggles with the button (Enter and Space activate it natively) and emits fg:collapse-toggle', async () => {
    await mount('');
    const seen: boolean[] = [];
    root.addEventListener('fg:collapse-toggle', (event) => seen.push(event.detail.open));
    await clickInAct(button());
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(content().hidden).to.equal(false);
    await clickInAct(button());
    expect(content().hidden).to.equal(true);
    expect(seen).to.deep.equal([true, false]);
  });

  it('remembers the state in the cookie named by data-cookie-name, which wins over open', async () => {
    await mount(`data-cookie-name="${COOKIE}" open`);
    expect(content().hidden).to.equal(false);
    await clickInAct(button());
    expect(readToggleCookie(COOKIE)).to.equal(false);
    await removeFixture(root);
    await mount(`data-cookie-name="${COOKIE}" open`);
    expect(content().hidden).to.equal(true);
    expect(button().getAttribute('aria-expanded')).to.equal('false');
  });

  it('writes the cookie for 7 days on path /', () => {
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (value: string) => written.push(value),
    });
    try {
      writeToggleCookie(COOKIE, true);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(written).to.deep.equal([`${COOKIE}=true; max-age=604800; path=/; SameSite=Lax`]);
  });

  it('is axe-clean closed and open', async () => {
    await mount('');
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickInAct(button());
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
