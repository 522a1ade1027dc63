import 'axe-core';
import { expect } from 'chai';
import { fakeServer } from 'nise';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { emit } from '../../core/events.ts';
import { expireCookie } from '../../toolkit/cookies.ts';
import { readToggleCookie, writeToggleCookie } from '../../toolkit/toggle-cookie.ts';
import { startCollapse } from './start-collapse.ts';

const axe = (
  window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }
).axe;

const COOKIE = 'fg_test_collapse';
const clearCookie = () => expireCookie(COOKIE);

const block = (id: string, open: boolean, extra = '') => `
  <section id="${id}" data-collapse ${extra}>
    <h2><button type="button" data-collapse-toggle>Delivery ${id}</button></h2>
    <div data-collapse-panel ${open ? '' : 'hidden'}><p>Panel ${id}</p></div>
  </section>`;

describe('collapse blocks', () => {
  let fixture: HTMLElement;
  let stop: () => void;

  const mount = (markup: string) => {
    fixture.innerHTML = markup;
    stop = startCollapse(document);
  };
  const button = (id: string) => fixture.querySelector(`#${id} [data-collapse-toggle]`) as HTMLButtonElement;
  const panel = (id: string) => fixture.querySelector(`#${id} [data-collapse-panel]`) as HTMLElement;

  beforeEach(() => {
    clearCookie();
    fixture = document.createElement('div');
    document.body.append(fixture);
    stop = () => {};
  });

  afterEach(() => {
    stop();
    fixture.remove();
    clearCookie();
  });

  it('sets aria-controls and aria-expanded from the panel on start', () => {
    mount(block('a', false) + block('b', true));
    expect(button('a').getAttribute('aria-controls')).to.equal(panel('a').id).and.not.equal('');
    expect(button('a').getAttribute('aria-expanded')).to.equal('false');
    expect(button('b').getAttribute('aria-expanded')).to.equal('true');
    expect(panel('a').id).not.to.equal(panel('b').id);
  });

  it('keeps a panel id the server gave', () => {
    mount(block('a', false).replace('data-collapse-panel', 'id="terms" data-collapse-panel'));
    expect(button('a').getAttribute('aria-controls')).to.equal('terms');
  });

  it('toggles open and closed with its button, keeping focus on it', () => {
    mount(block('a', false));
    const toggles: boolean[] = [];
    fixture.addEventListener('fg:collapse-toggle', (event) => toggles.push(event.detail.open));
    button('a').focus();
    button('a').click();
    expect(panel('a').hidden).to.equal(false);
    expect(button('a').getAttribute('aria-expanded')).to.equal('true');
    button('a').click();
    expect(panel('a').hidden).to.equal(true);
    expect(button('a').getAttribute('aria-expanded')).to.equal('false');
    expect(toggles).to.deep.equal([true, false]);
    expect(document.activeElement).to.equal(button('a'));
  });

  it('toggles a nested block on its own', () => {
    mount(block('outer', true).replace('<p>Panel outer</p>', block('inner', false)));
    button('inner').click();
    expect(panel('inner').hidden).to.equal(false);
    expect(panel('outer').hidden).to.equal(false);
    button('outer').click();
    expect(panel('outer').hidden).to.equal(true);
    expect(panel('inner').hidden).to.equal(false);
  });

  it('toggles inside a form in a partial-update container without sending the form', () => {
    definePartialUpdate();
    const server = fakeServer.create();
    try {
      mount(`<fg-partial-update target="content"><main id="content" data-pu-container>
        <form action="/cs/objednavka" method="post">${block('a', false)}</form></main></fg-partial-update>`);
      button('a').click();
      expect(panel('a').hidden).to.equal(false);
      expect(server.requests).to.have.length(0);
    } finally {
      server.restore();
    }
  });

  it('remembers the state in the cookie data-collapse-cookie names', () => {
    mount(block('a', false, `data-collapse-cookie="${COOKIE}"`));
    button('a').click();
    expect(readToggleCookie(COOKIE)).to.equal(true);
    button('a').click();
    expect(readToggleCookie(COOKIE)).to.equal(false);
  });

  it('opens from the remembered state over the rendered one', () => {
    writeToggleCookie(COOKIE, true);
    mount(block('a', false, `data-collapse-cookie="${COOKIE}"`) + block('b', false));
    expect(panel('a').hidden).to.equal(false);
    expect(button('a').getAttribute('aria-expanded')).to.equal('true');
    expect(panel('b').hidden, 'a block without a cookie keeps its markup').to.equal(true);
  });

  it('writes nothing without a cookie name', () => {
    mount(block('a', false));
    button('a').click();
    expect(document.cookie).not.to.contain(COOKIE);
  });

  it('gives blocks swapped in by a partial update their state', () => {
    mount('<div id="region"></div>');
    const region = document.createElement('div');
    region.innerHTML = block('late', false, `data-collapse-cookie="${COOKIE}"`);
    writeToggleCookie(COOKIE, true);
    fixture.append(region);
    emit(region, 'fg:pu-after-replace', { targetId: 'region', newElement: region });
    expect(panel('late').hidden).to.equal(false);
    expect(button('late').getAttribute('aria-controls')).to.equal(panel('late').id);
  });

  it('is axe-clean open and closed', async () => {
    mount(block('a', false) + block('b', true));
    for (const state of ['initial', 'toggled']) {
      const result = await axe.run(fixture);
      expect(
        result.violations.map((violation) => violation.id),
        state,
      ).to.deep.equal([]);
      button('a').click();
      button('b').click();
    }
  });

  it('stops when stopped', () => {
    mount(block('a', false));
    stop();
    button('a').click();
    expect(panel('a').hidden).to.equal(true);
  });
});
