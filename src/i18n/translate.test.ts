import { expect } from 'chai';
import { catalogues, DEFAULT_LANG } from './catalogues/index.ts';
import { paginationText } from './pagination-texts.ts';
import { resolveLang } from './resolve-lang.ts';
import { translate } from './translate.ts';

describe('i18n', () => {
  it('has catalogues for the 10 shop languages, cs by default', () => {
    expect(Object.keys(catalogues).sort()).to.deep.equal(
      ['cs', 'de', 'en', 'es', 'fr', 'hu', 'it', 'pl', 'ru', 'sk'].sort(),
    );
    expect(DEFAULT_LANG).to.equal('cs');
  });

  it('every catalogue translates every key of the default one', () => {
    const keys = Object.keys(catalogues.cs ?? {}).sort();
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), lang).to.deep.equal(keys);
    }
  });

  it('translates in the language asked for, a region subtag ignored', () => {
    expect(translate('en', 'slider.from')).to.equal('From');
    expect(translate('de-AT', 'slider.from')).to.equal('Von');
  });

  it('falls back to cs for a language without a catalogue', () => {
    expect(translate('xx', 'slider.from')).to.equal('Od');
  });

  it('renders a missing key as !!!key!!!', () => {
    expect(translate('en', 'no.such.key')).to.equal('!!!no.such.key!!!');
  });

  it('fills {placeholders}', () => {
    expect(translate('en', 'typeahead.results', { count: 3 })).to.equal('3 suggestions');
  });

  it('resolves the language from the lang attribute, then <html lang>, then cs', () => {
    const html = document.documentElement;
    const original = html.getAttribute('lang');
    const outer = document.createElement('div');
    outer.innerHTML = '<p lang="sk"><span id="a"></span></p><span id="b"></span>';
    document.body.append(outer);
    try {
      html.setAttribute('lang', 'pl');
      expect(resolveLang(outer.querySelector('#a') as Element)).to.equal('sk');
      expect(resolveLang(outer.querySelector('#b') as Element)).to.equal('pl');
      html.removeAttribute('lang');
      expect(resolveLang(outer.querySelector('#b') as Element)).to.equal('cs');
    } finally {
      outer.remove();
      if (original === null) html.removeAttribute('lang');
      else html.setAttribute('lang', original);
    }
  });

  it('has pagination texts in the 9 languages of the spec and every shop language, English by default', () => {
    for (const lang of ['cs', 'en', 'de', 'es', 'it', 'ru', 'ko', 'zh', 'ja', 'sk', 'hu', 'pl', 'fr']) {
      expect(paginationText(lang, 'loadMore'), lang).to.be.a('string').and.not.equal('');
      if (lang !== 'en') expect(paginationText(lang, 'loading'), lang).to.not.equal('loading');
    }
    expect(paginationText('en', 'loadMore')).to.equal('Load more');
    expect(paginationText('en', 'loading')).to.equal('loading');
    expect(paginationText('hu', 'loadMore')).to.equal('Továbbiak betöltése');
    expect(paginationText('pt-BR', 'loadMore')).to.equal('Load more');
    expect(paginationText(undefined, 'loading')).to.equal('loading');
    expect(paginationText('ja', 'loadMore')).to.not.equal('Load more');
  });
});
