import { expect } from 'chai';
import sinon from 'sinon';
import { readPaginationUrl, rememberPaginationUrl } from './pagination-state.ts';

const absolute = (path: string): string => new URL(path, location.href).href;

const startAddress = location.href;
const startState: unknown = history.state;

describe('pagination history state', () => {
  afterEach(() => {
    sinon.restore();
    history.replaceState(startState, '', startAddress);
  });

  it('stores the URL per pagination instance in the current entry', () => {
    const pushState = sinon.spy(history, 'pushState');
    history.replaceState(null, '');
    rememberPaginationUrl('news', '/cs/novinky?page=3');
    rememberPaginationUrl('actions', '/cs/akce?page=2');
    expect(readPaginationUrl('news')?.href).to.equal(absolute('/cs/novinky?page=3'));
    expect(readPaginationUrl('actions')?.href).to.equal(absolute('/cs/akce?page=2'));
    expect(pushState.called).to.equal(false);
    expect(location.href).to.equal(startAddress);
  });

  it('overwrites the URL of the same instance', () => {
    rememberPaginationUrl('news', '/cs/novinky?page=2');
    rememberPaginationUrl('news', '/cs/novinky?page=4');
    expect(readPaginationUrl('news')?.href).to.equal(absolute('/cs/novinky?page=4'));
  });

  it('keeps whatever else the history state holds', () => {
    const fg = { requestTarget: 'content', target: 'content', url: '/cs' };
    history.replaceState({ fg }, '');
    rememberPaginationUrl('news', '/cs/novinky?page=3');
    expect(history.state.fg).to.deep.equal(fg);
  });

  it('stores a same-origin absolute URL as a path, read back as that URL', () => {
    rememberPaginationUrl('news', `${location.origin}/cs/novinky?page=5`);
    expect(readPaginationUrl('news')?.href).to.equal(absolute('/cs/novinky?page=5'));
  });

  it('refuses a URL on another origin with a console error', () => {
    const consoleError = sinon.stub(console, 'error');
    history.replaceState(null, '');
    rememberPaginationUrl('news', 'https://evil.example/cs/novinky');
    expect(readPaginationUrl('news')).to.equal(null);
    expect(consoleError.calledOnce).to.equal(true);
  });

  it('reads null for an instance never stored and for a tampered value', () => {
    history.replaceState({ fgPagination: { news: '//evil.example/x', list: 7 } }, '');
    expect(readPaginationUrl('unknown')).to.equal(null);
    expect(readPaginationUrl('news')).to.equal(null);
    expect(readPaginationUrl('list')).to.equal(null);
  });

  it('stores a path beginning with // (after its dot segments) so that it reads back on this origin', () => {
    rememberPaginationUrl('news', '/.//x//other.example/p');
    expect(history.state.fgPagination.news).to.equal('/.//x//other.example/p');
    expect(readPaginationUrl('news')?.href).to.equal(`${location.origin}//x//other.example/p`);
  });
});
