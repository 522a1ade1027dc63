import 'axe-core';
import { expect } from 'chai';
import sinon from 'sinon';
import { usePageFixture } from '../../core/test-support/page-fixture.ts';
import { enablePhoneLinks, PHONE_MEDIA_QUERY, telephoneUri } from './phone-links.ts';

const axe = (
  window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }
).axe;

/** MutationObserver callbacks run as a microtask queued by the mutation, before this one. */
const mutationsDelivered = (): Promise<void> => Promise.resolve();

const onPhone = { isPhone: () => true };
const onDesktop = { isPhone: () => false };

describe('phone links', () => {
  const page = usePageFixture();

  describe('on a phone', () => {
    it('wraps the number in a tel: link with the digits normalised', () => {
      page.root.innerHTML = '<p>Zavolejte: <span class="phone-number" id="n">+420 603 123 456</span></p>';
      page.stop = enablePhoneLinks(document, onPhone);
      const link = page.root.querySelector('#n > a');
      expect(link?.getAttribute('href')).to.equal('tel:+420603123456');
      expect(link?.textContent).to.equal('+420 603 123 456');
      expect(page.root.querySelector('#n')?.childNodes).to.have.length(1);
    });

    it('keeps the markup inside the number', () => {
      page.root.innerHTML = '<span class="phone-number" id="n"><b>603</b> 123 456</span>';
      page.stop = enablePhoneLinks(document, onPhone);
      expect(page.root.querySelector('#n')?.innerHTML).to.equal(
        '<a href="tel:+420603123456"><b>603</b> 123 456</a>',
      );
    });

    it('leaves elements that are or contain or lie in a link alone', () => {
      page.root.innerHTML = `
        <a class="phone-number" id="a" href="tel:+420222333444">222 333 444</a>
        <span class="phone-number" id="b"><a href="/kontakt">603 123 456</a></span>
        <a href="/kontakt"><span class="phone-number" id="c">603 123 456</span></a>`;
      const before = page.root.innerHTML;
      page.stop = enablePhoneLinks(document, onPhone);
      expect(page.root.innerHTML).to.equal(before);
    });

    it('leaves text that is not a phone number alone', () => {
      page.root.innerHTML = `
        <span class="phone-number">Zavolejte nám</span>
        <span class="phone-number">123</span>
        <span class="phone-number">+420 603 123 456 789 012 345</span>
        <span class="phone-number"></span>`;
      const before = page.root.innerHTML;
      page.stop = enablePhoneLinks(document, onPhone);
      expect(page.root.innerHTML).to.equal(before);
    });

    it('links numbers added later, and numbers whose text arrives later', async () => {
      page.root.innerHTML = '<span class="phone-number" id="late"></span>';
      page.stop = enablePhoneLinks(document, onPhone);
      const added = document.createElement('div');
      added.innerHTML = '<span class="phone-number" id="n">731 000 111</span>';
      page.root.append(added);
      page.root.querySelector('#late')?.append('222 333 444');
      await mutationsDelivered();
      expect(page.root.querySelector('#n > a')?.getAttribute('href')).to.equal('tel:+420731000111');
      expect(page.root.querySelector('#late > a')?.getAttribute('href')).to.equal('tel:+420222333444');
    });

    it('stops watching when stopped', async () => {
      page.stop = enablePhoneLinks(document, onPhone);
      page.stop();
      page.root.innerHTML = '<span class="phone-number" id="n">731 000 111</span>';
      await mutationsDelivered();
      expect(page.root.querySelector('#n a')).to.equal(null);
    });

    it('is axe-clean', async () => {
      page.root.innerHTML = '<p>Tel.: <span class="phone-number">603 123 456</span></p>';
      page.stop = enablePhoneLinks(document, onPhone);
      const { violations } = await axe.run(page.root);
      expect(violations).to.deep.equal([]);
    });
  });

  describe('on other devices', () => {
    it('changes nothing, now or later', async () => {
      page.root.innerHTML = '<span class="phone-number" id="n">+420 603 123 456</span>';
      page.stop = enablePhoneLinks(document, onDesktop);
      const added = document.createElement('span');
      added.className = 'phone-number';
      added.textContent = '731 000 111';
      page.root.append(added);
      await mutationsDelivered();
      expect(page.root.querySelector('a')).to.equal(null);
    });
  });

  describe('default phone detection', () => {
    function emulate(phone: boolean): sinon.SinonStub {
      return sinon
        .stub(window, 'matchMedia')
        .callsFake(
          (query: string) =>
            ({ matches: phone && query === PHONE_MEDIA_QUERY, media: query }) as MediaQueryList,
        );
    }

    it('asks for a coarse pointer on a phone-sized screen', () => {
      const matchMedia = emulate(true);
      page.root.innerHTML = '<span class="phone-number" id="n">603 123 456</span>';
      page.stop = enablePhoneLinks(document);
      expect(matchMedia.calledWith('(pointer: coarse) and (max-width: 767px)')).to.equal(true);
      expect(page.root.querySelector('#n > a')?.getAttribute('href')).to.equal('tel:+420603123456');
    });

    it('does nothing when the media query does not match', () => {
      emulate(false);
      page.root.innerHTML = '<span class="phone-number" id="n">603 123 456</span>';
      page.stop = enablePhoneLinks(document);
      expect(page.root.querySelector('a')).to.equal(null);
    });
  });

  describe('telephoneUri', () => {
    const cases: [string, string | null][] = [
      ['+420 603 123 456', 'tel:+420603123456'],
      ['603 123 456', 'tel:+420603123456'],
      ['603-123-456', 'tel:+420603123456'],
      ['00420 603 123 456', 'tel:+420603123456'],
      ['+49 (0)30 123 456 78', 'tel:+493012345678'],
      ['(030) 123 456 78', 'tel:+4203012345678'],
      ['  +421\u00a0905\u00a0123\u00a0456 ', 'tel:+421905123456'],
      ['603/123.456', 'tel:+420603123456'],
      ['tel: 603 123 456', null],
      ['603 123 456, 731 000 111x', null],
      ['12345', null],
      ['', null],
    ];
    for (const [text, uri] of cases) {
      it(`reads ${JSON.stringify(text)} as ${uri}`, () => {
        expect(telephoneUri(text)).to.equal(uri);
      });
    }

    it('uses the given country code for numbers without one', () => {
      expect(telephoneUri('0905 123 456', '421')).to.equal('tel:+421905123456');
    });
  });
});
