import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { COOKIE_CONSENT_TEXTS } from '../i18n/cookie-consent-texts.ts';
import { COOKIE_INFORMATION_PATHS } from '../protocol/shop-languages.ts';
import { cookieBannerDue, cookieBannerMarkup } from './cookie-banner-markup.ts';

describe('cookieBannerDue', () => {
  it('is due without a cookie, with level 1 (closed) and with an unreadable value', () => {
    for (const value of [undefined, '1', '', '0', '6', '03', '3.0', '0x3', '-1', 'all']) {
      assert.equal(cookieBannerDue(value), true, String(value));
    }
  });

  it('is not due once a choice above 1 is stored', () => {
    for (const value of ['2', '3', '4', '5']) assert.equal(cookieBannerDue(value), false, value);
  });

  it('never throws and answers "not due" only for the four stored choices (generated values)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        assert.equal(cookieBannerDue(value), !['2', '3', '4', '5'].includes(value));
      }),
    );
  });
});

describe('cookieBannerMarkup', () => {
  it('renders the banner with the texts, the information link and the choice buttons of the language', () => {
    const html = cookieBannerMarkup({ id: 'cookie-consent', lang: 'en', closable: true });
    const en = COOKIE_CONSENT_TEXTS.en;
    assert.ok(en);
    assert.match(
      html,
      /^<div class="fg-cookie-consent"><section class="fg-cookie-consent__banner" aria-labelledby="cookie-consent-title">/,
    );
    assert.ok(
      html.includes(`<h2 id="cookie-consent-title" class="fg-cookie-consent__title">${en.title}</h2>`),
    );
    assert.ok(html.includes(`<a href="${COOKIE_INFORMATION_PATHS.en}">${en.moreInfo}</a>`));
    assert.ok(
      html.includes(
        `id="cookie-consent-all" type="button" data-consent-choice="all" class="fg-cookie-consent__primary">${en.acceptAll}<`,
      ),
    );
    assert.ok(
      html.includes(
        `id="cookie-consent-technical" type="button" data-consent-choice="technical">${en.technicalOnly}<`,
      ),
    );
    assert.ok(
      html.includes(
        `id="cookie-consent-settings" type="button" aria-haspopup="dialog" data-cookie-settings>${en.settings}<`,
      ),
    );
    assert.ok(
      html.includes(`data-consent-choice="close" class="fg-cookie-consent__close" aria-label="${en.close}"`),
    );
  });

  it('has no close button unless closable', () => {
    assert.ok(!cookieBannerMarkup({ id: 'c', lang: 'cs' }).includes('data-consent-choice="close"'));
  });

  it('falls back to the default language (cs) for an unknown one', () => {
    const html = cookieBannerMarkup({ id: 'c', lang: 'xx' });
    const cs = COOKIE_CONSENT_TEXTS.cs;
    assert.ok(cs);
    assert.ok(html.includes(cs.title));
    assert.ok(html.includes(`href="${COOKIE_INFORMATION_PATHS.cs}"`));
  });

  it('takes message overrides by key', () => {
    const html = cookieBannerMarkup({ id: 'c', lang: 'cs', messages: { acceptAll: 'Souhlasím' } });
    assert.ok(html.includes('>Souhlasím</button>'));
  });

  it('escapes the id and the texts: nothing given can add markup (generated values)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, title) => {
        const html = cookieBannerMarkup({ id, lang: 'en', closable: true, messages: { title } });
        const tags = html.match(/<[a-z/][^>]*>/g) ?? [];
        // The same tags as with a harmless id and title: the given strings added none.
        const plain = cookieBannerMarkup({ id: 'x', lang: 'en', closable: true, messages: { title: 't' } });
        assert.equal(tags.length, (plain.match(/<[a-z/][^>]*>/g) ?? []).length);
        assert.ok(!/<script|<img|onerror=/i.test(html.replace(/&lt;/g, '')));
      }),
    );
  });
});
