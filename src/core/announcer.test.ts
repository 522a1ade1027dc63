import 'axe-core';
import { expect } from 'chai';
import sinon from 'sinon';
import { ANNOUNCE_AFTER_CLEAR_MS, announce, LIVE_REGION_ID } from './announcer.ts';

const axe = (
  window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }
).axe;

function liveRegions(): NodeListOf<Element> {
  return document.querySelectorAll('[aria-live]');
}

describe('announcer', () => {
  describe('announce', () => {
    let clock: sinon.SinonFakeTimers;

    beforeEach(() => {
      clock = sinon.useFakeTimers();
    });

    afterEach(() => {
      clock.restore();
      document.getElementById(LIVE_REGION_ID)?.remove();
    });

    it('appends one polite status region to the body and fills it after clearing it', () => {
      announce('Výpis produktů byl aktualizován');
      const region = document.getElementById(LIVE_REGION_ID)!;
      expect(region.parentElement).to.equal(document.body);
      expect(region.getAttribute('role')).to.equal('status');
      expect(region.getAttribute('aria-live')).to.equal('polite');
      expect(region.textContent).to.equal('');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS);
      expect(region.textContent).to.equal('Výpis produktů byl aktualizován');
    });

    it('reuses the region and repeats the same message by clearing it first', () => {
      announce('Košík byl aktualizován');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS);
      announce('Košík byl aktualizován');
      const region = document.getElementById(LIVE_REGION_ID)!;
      expect(region.textContent).to.equal('');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS);
      expect(region.textContent).to.equal('Košík byl aktualizován');
      expect(liveRegions()).to.have.length(1);
    });

    it('announces only the last of quick successive messages', () => {
      announce('first');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS / 2);
      announce('second');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS);
      expect(document.getElementById(LIVE_REGION_ID)?.textContent).to.equal('second');
    });

    it('announces nothing for an empty message', () => {
      announce('');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS);
      expect(document.getElementById(LIVE_REGION_ID)).to.equal(null);
    });

    it('is visually hidden but not hidden from assistive technology', async () => {
      announce('Hotovo');
      clock.tick(ANNOUNCE_AFTER_CLEAR_MS);
      const region = document.getElementById(LIVE_REGION_ID)!;
      const style = getComputedStyle(region);
      expect(style.display).to.not.equal('none');
      expect(style.visibility).to.equal('visible');
      expect(region.getAttribute('aria-hidden')).to.equal(null);
      expect(region.getBoundingClientRect().width).to.be.at.most(1);
      expect(region.getBoundingClientRect().height).to.be.at.most(1);
      clock.restore();
      const { violations } = await axe.run(region);
      expect(violations).to.deep.equal([]);
    });
  });
});
