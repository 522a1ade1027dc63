import { expect } from 'chai';
import { FakeCookieJar } from '../../toolkit/test-support/fake-cookie-jar.ts';
import { clearCookies, matchingCookieNames } from './cookie-clearing.ts';

const ANALYTICS = ['_ga', '_ga_*', '_gid', '_gat*'];

describe('cookie clearing on withdrawal', () => {
  it('matches names exactly or by * pattern', () => {
    const jar = new FakeCookieJar({ _ga: '1', _ga_X1: '2', _gid: '3', _gat_UA1: '4', x_ga: '5', _gax: '6' });
    expect(matchingCookieNames(jar, ANALYTICS)).to.deep.equal(['_ga', '_ga_X1', '_gid', '_gat_UA1']);
  });

  it('treats other pattern characters literally', () => {
    const jar = new FakeCookieJar({ 'a.b': '1', axb: '2' });
    expect(matchingCookieNames(jar, ['a.b'])).to.deep.equal(['a.b']);
  });

  it('expires each cookie for the host and every parent domain but the top-level one', () => {
    const jar = new FakeCookieJar({ _fbp: '1', keep: '2' });
    expect(clearCookies(jar, ['_fbp'], 'www.shop.example')).to.deep.equal(['_fbp']);
    expect(jar.writes).to.deep.equal([
      '_fbp=; max-age=0; path=/',
      '_fbp=; max-age=0; path=/; domain=www.shop.example',
      '_fbp=; max-age=0; path=/; domain=shop.example',
    ]);
    expect(jar.cookie).to.equal('keep=2');
  });

  it('removes matching cookies from the real document.cookie and keeps the others', () => {
    const names = ['_ga', '_ga_TEST1', '_gcl_au', 'fg_clearing_keep'];
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets up and cleans the real cookie store
    for (const name of names) document.cookie = `${name}=1; path=/`;
    try {
      clearCookies(document, ANALYTICS, location.hostname);
      const left = document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim());
      expect(left).to.not.include('_ga');
      expect(left).to.not.include('_ga_TEST1');
      expect(left).to.include('_gcl_au');
      expect(left).to.include('fg_clearing_keep');
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: the test sets up and cleans the real cookie store
      for (const name of names) document.cookie = `${name}=; max-age=0; path=/`;
    }
  });
});
