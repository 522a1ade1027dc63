// The header menus mark the link of the page shown aria-current="page": the priority+ menu and the
// phone menu keep what the server sends.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { translator } from '../i18n/translate.ts';
import { Document } from './Document.tsx';
import { ViewContextProvider, type ViewContextValue } from './ViewContext.tsx';

function pageAt(path: string): string {
  const view: ViewContextValue = {
    lang: 'en',
    t: translator('en'),
    csrfToken: 'token',
    cspNonce: 'nonce',
    path,
    origin: 'http://shop.test',
    alternates: {} as ViewContextValue['alternates'],
    user: null,
    basketCount: 0,
    comparisonCount: 0,
    lists: null,
    showMessages: false,
    pushUrl: null,
    cookieBannerDue: false,
    settledSignal: false,
  };
  return renderToStaticMarkup(
    createElement(
      ViewContextProvider,
      { value: view },
      createElement(Document, { title: 'Page', content: null }),
    ),
  );
}

/** The addresses of the links marked current in the menu whose markup starts at `menu`. */
function currentIn(html: string, menu: string): string[] {
  const start = html.indexOf(menu);
  assert.notEqual(start, -1, `no ${menu}`);
  const menuHtml = html.slice(start, html.indexOf('</nav>', start));
  return [...menuHtml.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((match) => match[1] as string);
}

const GREEDY_MENU = '<fg-greedy-menu';
const PHONE_MENU = '<fg-menu-collapse';

describe('header menus: the current page', () => {
  it('mark the category shown, its query aside, in the priority+ menu and in the phone menu', () => {
    const html = pageAt('/en/category/chairs?page=2');
    assert.deepEqual(currentIn(html, GREEDY_MENU), ['/en/category/chairs']);
    assert.deepEqual(currentIn(html, PHONE_MENU), ['/en/category/chairs']);
  });

  it('mark news and offers when they are shown', () => {
    const html = pageAt('/en/news');
    assert.deepEqual(currentIn(html, GREEDY_MENU), ['/en/news']);
    assert.deepEqual(currentIn(html, PHONE_MENU), ['/en/news']);
  });

  it('mark nothing on a page the menus do not link', () => {
    const html = pageAt('/en/product/7');
    assert.deepEqual(currentIn(html, GREEDY_MENU), []);
    assert.deepEqual(currentIn(html, PHONE_MENU), []);
  });
});
