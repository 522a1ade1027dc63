import { expect } from 'chai';
import { readPopupSettings } from './popup-settings.ts';

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as Element;
}

describe('readPopupSettings', () => {
  it('reads every data-popup attribute', () => {
    const settings = readPopupSettings(
      element(`<a data-popup="ajaxScript" data-popup-target="/cs/x" data-popup-class="wide" data-popup-type="floating"
        data-popup-on="hover" data-popup-click-on-touch data-popup-prevent-click="" data-popup-render-after="true"
        data-popup-overlay-class="dark" data-popup-title="Sizes"></a>`),
    );
    expect(settings).to.deep.equal({
      content: 'ajaxScript',
      target: '/cs/x',
      className: 'wide',
      kind: 'floating',
      on: 'hover',
      clickOnTouch: true,
      preventClick: true,
      renderAfter: true,
      overlayClass: 'dark',
      title: 'Sizes',
    });
  });

  it('defaults to an html, fixed, click popup', () => {
    expect(readPopupSettings(element('<a data-popup data-popup-click-on-touch="false"></a>'))).to.deep.equal({
      content: 'html',
      target: null,
      className: null,
      kind: 'fixed',
      on: 'click',
      clickOnTouch: false,
      preventClick: false,
      renderAfter: false,
      overlayClass: null,
      title: null,
    });
  });

  it('reads the plain attributes of <fg-popup>', () => {
    const settings = readPopupSettings(
      element(`<fg-popup content="iframe" target="/cs/map" popup-class="map" type="floating" on="hover"
        prevent-click overlay-class="o" popup-title="Map" class="not-the-popup-class"></fg-popup>`),
    );
    expect(settings.content).to.equal('iframe');
    expect(settings.target).to.equal('/cs/map');
    expect(settings.className).to.equal('map');
    expect(settings.kind).to.equal('floating');
    expect(settings.on).to.equal('hover');
    expect(settings.preventClick).to.equal(true);
    expect(settings.overlayClass).to.equal('o');
    expect(settings.title).to.equal('Map');
  });
});
