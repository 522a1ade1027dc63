import { expect } from 'chai';
import { hardenExternalLinks, observeExternalLinks } from './external-links.ts';

/** MutationObserver callbacks run as a microtask queued by the mutation, before this one. */
const mutationsDelivered = (): Promise<void> => Promise.resolve();

function relWords(link: Element | null): string[] {
  return (link?.getAttribute('rel') ?? '').split(' ').filter(Boolean);
}

describe('external links', () => {
  let fixture: HTMLElement;

  beforeEach(() => {
    fixture = document.createElement('div');
    document.body.append(fixture);
  });

  afterEach(() => fixture.remove());

  describe('hardenExternalLinks', () => {
    it('gives target=_blank links rel="nofollow noopener noreferrer"', () => {
      fixture.innerHTML = '<a id="a" href="https://example.com/" target="_blank">partner</a>';
      hardenExternalLinks(fixture);
      expect(fixture.querySelector('#a')?.getAttribute('rel')).to.equal('nofollow noopener noreferrer');
    });

    it('keeps rel words already there, without duplicates', () => {
      fixture.innerHTML = `
        <a id="a" href="/x" target="_blank" rel="external">a</a>
        <a id="b" href="/x" target="_blank" rel="noopener">b</a>
        <a id="c" href="/x" target="_blank" rel="NoFollow  author noreferrer">c</a>`;
      hardenExternalLinks(fixture);
      expect(relWords(fixture.querySelector('#a'))).to.deep.equal([
        'external',
        'nofollow',
        'noopener',
        'noreferrer',
      ]);
      expect(relWords(fixture.querySelector('#b'))).to.deep.equal(['noopener', 'nofollow', 'noreferrer']);
      expect(relWords(fixture.querySelector('#c'))).to.deep.equal([
        'NoFollow',
        'author',
        'noreferrer',
        'noopener',
      ]);
    });

    it('leaves a fully hardened rel untouched', () => {
      fixture.innerHTML = '<a id="a" href="/x" target="_blank" rel="noreferrer nofollow noopener">a</a>';
      hardenExternalLinks(fixture);
      expect(fixture.querySelector('#a')?.getAttribute('rel')).to.equal('noreferrer nofollow noopener');
    });

    it('reads the target value case-insensitively and covers image-map areas', () => {
      fixture.innerHTML = `
        <a id="a" href="/x" target="_BLANK">a</a>
        <map name="m"><area id="b" href="/x" target="_blank" alt="b" shape="rect" coords="0,0,1,1"></map>`;
      hardenExternalLinks(fixture);
      expect(relWords(fixture.querySelector('#a'))).to.include.members([
        'nofollow',
        'noopener',
        'noreferrer',
      ]);
      expect(relWords(fixture.querySelector('#b'))).to.include.members([
        'nofollow',
        'noopener',
        'noreferrer',
      ]);
    });

    it('leaves links without target=_blank alone', () => {
      fixture.innerHTML = `
        <a id="a" href="https://example.com/">a</a>
        <a id="b" href="/x" target="_self">b</a>
        <a id="c" href="/x" target="popup" rel="author">c</a>`;
      hardenExternalLinks(fixture);
      expect(fixture.querySelector('#a')?.hasAttribute('rel')).to.equal(false);
      expect(fixture.querySelector('#b')?.hasAttribute('rel')).to.equal(false);
      expect(fixture.querySelector('#c')?.getAttribute('rel')).to.equal('author');
    });

    it('hardens the root itself when it is such a link', () => {
      const link = document.createElement('a');
      link.target = '_blank';
      hardenExternalLinks(link);
      expect(link.getAttribute('rel')).to.equal('nofollow noopener noreferrer');
    });
  });

  describe('observeExternalLinks', () => {
    let stop: () => void;

    afterEach(() => stop());

    it('hardens the links present when it starts', () => {
      fixture.innerHTML = '<a id="a" href="/x" target="_blank">a</a>';
      stop = observeExternalLinks(fixture);
      expect(fixture.querySelector('#a')?.getAttribute('rel')).to.equal('nofollow noopener noreferrer');
    });

    it('hardens links swapped in later', async () => {
      fixture.innerHTML = '<div id="content"><p>old</p></div>';
      stop = observeExternalLinks(document);
      const next = document.createElement('div');
      next.id = 'content';
      next.innerHTML = '<p><a id="a" href="https://example.com/" target="_blank" rel="sponsored">new</a></p>';
      fixture.querySelector('#content')?.replaceWith(next);
      await mutationsDelivered();
      expect(relWords(fixture.querySelector('#a'))).to.deep.equal([
        'sponsored',
        'nofollow',
        'noopener',
        'noreferrer',
      ]);
    });

    it('hardens a link appended directly and one given target=_blank later', async () => {
      fixture.innerHTML = '<a id="b" href="/x">b</a>';
      stop = observeExternalLinks(fixture);
      const link = document.createElement('a');
      link.target = '_blank';
      fixture.append(link);
      fixture.querySelector('#b')?.setAttribute('target', '_blank');
      await mutationsDelivered();
      expect(link.getAttribute('rel')).to.equal('nofollow noopener noreferrer');
      expect(fixture.querySelector('#b')?.getAttribute('rel')).to.equal('nofollow noopener noreferrer');
    });

    it('stops watching when stopped', async () => {
      stop = observeExternalLinks(fixture);
      stop();
      fixture.innerHTML = '<a id="a" href="/x" target="_blank">a</a>';
      await mutationsDelivered();
      expect(fixture.querySelector('#a')?.hasAttribute('rel')).to.equal(false);
    });
  });
});
