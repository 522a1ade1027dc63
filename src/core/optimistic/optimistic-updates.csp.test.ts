import { expect } from 'chai';
import { showExpected } from './optimistic-updates.ts';

/** Under the strict CSP of docs/security.md, which refuses a written `style` attribute. */
describe('optimistic updates under a strict CSP', () => {
  let page: HTMLElement;

  beforeEach(() => {
    // Built node by node: the page's Trusted Types refuse markup strings.
    page = document.createElement('div');
    const table = page.appendChild(document.createElement('table'));
    const row = table.appendChild(document.createElement('tbody')).appendChild(document.createElement('tr'));
    row.id = 'row';
    row.className = 'line';
    row.appendChild(document.createElement('td')).textContent = 'Boty';
    const form = page.appendChild(document.createElement('form'));
    form.id = 'remove';
    form.setAttribute('data-optimistic', 'remove #row; toggle:.gone #row; toggle:aria-busy #row');
    document.body.append(page);
  });
  afterEach(() => page.remove());

  it('hides a line and shows it again exactly as it was', () => {
    const row = document.getElementById('row') as HTMLElement;
    const shown = showExpected(document.getElementById('remove') as Element);
    expect(getComputedStyle(row).display).to.equal('none');
    expect(row.className).to.equal('line gone');
    expect(row.getAttribute('aria-busy')).to.equal('true');
    shown?.takeBack(true);
    expect(getComputedStyle(row).display).to.equal('table-row');
    expect(row.getAttribute('style')).to.equal(null);
    expect(row.getAttribute('class')).to.equal('line');
    expect(row.hasAttribute('aria-busy')).to.equal(false);
  });
});
