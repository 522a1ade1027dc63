import { expect } from 'chai';
import { renderLoadMoreLabel } from './load-more-label.ts';

describe('the "Load more" label while the next page loads', () => {
  let link: HTMLAnchorElement;

  beforeEach(() => {
    link = document.createElement('a');
    link.href = '/list?page=2';
    link.innerHTML = '<span class="icon" aria-hidden="true">+</span> Load more';
    document.body.append(link);
  });
  afterEach(() => link.remove());

  it('shows the loading text, then the very label nodes the server rendered', () => {
    const icon = link.querySelector('.icon');
    renderLoadMoreLabel(link, 'Načítám…');
    expect(link.textContent).to.equal('Načítám…');
    expect(link.querySelector('.icon')).to.equal(null);
    renderLoadMoreLabel(link, null);
    expect(link.textContent).to.equal('+ Load more');
    expect(link.querySelector('.icon')).to.equal(icon);
  });

  it('can load again after a failed attempt left the link on the page', () => {
    renderLoadMoreLabel(link, 'Načítám…');
    renderLoadMoreLabel(link, null);
    renderLoadMoreLabel(link, 'Wird geladen…');
    expect(link.textContent).to.equal('Wird geladen…');
    renderLoadMoreLabel(link, null);
    expect(link.textContent).to.equal('+ Load more');
    expect(link.querySelectorAll('.icon').length).to.equal(1);
  });
});
