import 'axe-core';
import { expect } from 'chai';
import sinon from 'sinon';
import { idOfHash } from '../../toolkit/anchors/id-of-hash.ts';
import { startCollapse } from '../collapse/start-collapse.ts';
import { startDownloads } from './start-downloads.ts';

const axe = (
  window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }
).axe;

const section = (id: string, title: string) => `
  <section id="${id}" data-collapse data-download-section>
    <h2><button type="button" data-collapse-toggle aria-expanded="false">${title}</button></h2>
    <div data-collapse-panel hidden>
      <ul><li id="${id}-file"><a href="/files/${id}.pdf" download>${title}.pdf</a></li></ul>
    </div>
  </section>`;

describe('download list', () => {
  let fixture: HTMLElement;
  let clock: sinon.SinonFakeTimers;
  let stops: Array<() => void>;
  const pageAddress = location.pathname + location.search;

  const setHash = (hash: string) => history.replaceState(history.state, '', pageAddress + hash);
  const isOpen = (id: string) =>
    !(fixture.querySelector(`#${id} [data-collapse-panel]`) as HTMLElement).hidden;
  const expanded = (id: string) =>
    fixture.querySelector(`#${id} [data-collapse-toggle]`)?.getAttribute('aria-expanded');
  const top = (id: string) =>
    Math.round((document.getElementById(id) as HTMLElement).getBoundingClientRect().top);
  const start = () => {
    stops.push(startCollapse(document), startDownloads(document));
  };

  beforeEach(() => {
    stops = [];
    window.scrollTo(0, 0);
    fixture = document.createElement('div');
    fixture.innerHTML = `<div style="height: 3000px">intro</div>
      <div data-download-list>${section('manuals', 'Manuals')}${section('certificates', 'Certificates')}</div>
      <div style="height: 3000px"></div>`;
    document.body.append(fixture);
    clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  afterEach(() => {
    for (const stop of stops) stop();
    clock.restore();
    fixture.remove();
    setHash('');
    window.scrollTo(0, 0);
  });

  it('opens the section named in the hash on load and scrolls to it over 500 ms', () => {
    setHash('#certificates');
    start();
    expect(isOpen('certificates')).to.equal(true);
    expect(expanded('certificates')).to.equal('true');
    expect(isOpen('manuals')).to.equal(false);
    clock.tick(250);
    expect(top('certificates'), 'still on its way').to.be.greaterThan(1);
    clock.tick(250);
    expect(top('certificates')).to.be.within(-1, 1);
  });

  it('opens the section holding the element the hash names', () => {
    setHash('#manuals-file');
    start();
    expect(isOpen('manuals')).to.equal(true);
  });

  it('opens the section when the hash changes without an event (500 ms poll)', () => {
    start();
    setHash('#manuals');
    clock.tick(499);
    expect(isOpen('manuals')).to.equal(false);
    clock.tick(1);
    expect(isOpen('manuals')).to.equal(true);
  });

  it('opens the section on hashchange', async () => {
    start();
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    location.hash = '#certificates';
    await changed;
    expect(isOpen('certificates')).to.equal(true);
  });

  it('ignores a hash that names nothing in a section, or cannot be decoded', () => {
    setHash('#%E0%A4%A');
    start();
    setHash('#nowhere');
    clock.tick(500);
    expect(isOpen('manuals') || isOpen('certificates')).to.equal(false);
    expect(idOfHash('#a%20b')).to.equal('a b');
    expect(idOfHash('#')).to.equal(null);
  });

  it('keeps sections as disclosures the visitor toggles', () => {
    start();
    (fixture.querySelector('#manuals [data-collapse-toggle]') as HTMLButtonElement).click();
    expect(isOpen('manuals')).to.equal(true);
    expect(expanded('manuals')).to.equal('true');
  });

  it('is axe-clean with a section open', async () => {
    setHash('#manuals');
    start();
    clock.restore();
    const result = await axe.run(fixture);
    expect(result.violations.map((violation) => violation.id)).to.deep.equal([]);
    clock = sinon.useFakeTimers();
  });
});
