import 'axe-core';
import { expect } from 'chai';
import sinon from 'sinon';
import { ProgressCursor } from './progress-cursor.ts';

const axe = (
  window as unknown as { axe: { run(context: Element): Promise<{ violations: { id: string }[] }> } }
).axe;

function moveMouse(x: number, y: number): void {
  document.body.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));
}

describe('ProgressCursor', () => {
  let clock: sinon.SinonFakeTimers;
  let cursor: ProgressCursor;

  beforeEach(() => {
    clock = sinon.useFakeTimers();
    cursor = new ProgressCursor();
    moveMouse(200, 150);
  });

  afterEach(() => {
    cursor.dispose();
    clock.restore();
  });

  describe('timing', () => {
    it('appears 210 ms after a counted request starts', () => {
      cursor.requestStarted(true);
      clock.tick(209);
      expect(cursor.visible).to.equal(false);
      expect(cursor.element.isConnected).to.equal(false);
      clock.tick(1);
      expect(cursor.visible).to.equal(true);
      expect(getComputedStyle(cursor.element).display).to.not.equal('none');
    });

    it('hides when the last counted request finishes', () => {
      cursor.requestStarted(true);
      cursor.requestStarted(true);
      clock.tick(210);
      cursor.requestFinished();
      expect(cursor.visible).to.equal(true);
      cursor.requestFinished();
      expect(cursor.visible).to.equal(false);
      expect(getComputedStyle(cursor.element).display).to.equal('none');
    });

    it('never shows for a request that finishes within 210 ms', () => {
      cursor.requestStarted(true);
      clock.tick(200);
      cursor.requestFinished();
      clock.tick(1000);
      expect(cursor.visible).to.equal(false);
    });

    it('never shows for requests that do not count toward progress', () => {
      cursor.requestStarted(false);
      clock.tick(1000);
      expect(cursor.visible).to.equal(false);
      cursor.requestFinished(false);
      expect(cursor.visible).to.equal(false);
    });

    it('keeps showing while a counted request remains after an uncounted one ends', () => {
      cursor.requestStarted(true);
      cursor.requestStarted(false);
      clock.tick(210);
      cursor.requestFinished(false);
      expect(cursor.visible).to.equal(true);
      cursor.requestFinished(true);
      expect(cursor.visible).to.equal(false);
    });

    it('waits 210 ms again for the next request', () => {
      cursor.requestStarted(true);
      clock.tick(210);
      cursor.requestFinished();
      cursor.requestStarted(true);
      clock.tick(209);
      expect(cursor.visible).to.equal(false);
      clock.tick(1);
      expect(cursor.visible).to.equal(true);
    });

    it('ignores a finish without a start', () => {
      cursor.requestFinished();
      cursor.requestStarted(true);
      clock.tick(210);
      expect(cursor.visible).to.equal(true);
    });
  });

  describe('position', () => {
    beforeEach(() => {
      cursor.requestStarted(true);
      clock.tick(210);
    });

    it('follows the mouse at an offset of 18 px', () => {
      moveMouse(100, 120);
      expect(cursor.element.style.left).to.equal('118px');
      expect(cursor.element.style.top).to.equal('138px');
      const box = cursor.element.getBoundingClientRect();
      expect([box.left, box.top]).to.deep.equal([118, 138]);
    });

    it('starts at the last known mouse position', () => {
      expect(cursor.element.style.left).to.equal('218px');
      expect(cursor.element.style.top).to.equal('168px');
    });

    it('hides within 10 px of the left edge', () => {
      moveMouse(9, 150);
      expect(cursor.visible).to.equal(false);
      moveMouse(10, 150);
      expect(cursor.visible).to.equal(true);
    });

    it('hides within 10 px of the top edge', () => {
      moveMouse(200, 9);
      expect(cursor.visible).to.equal(false);
      moveMouse(200, 10);
      expect(cursor.visible).to.equal(true);
    });

    it('hides within 50 px of the right edge', () => {
      moveMouse(window.innerWidth - 50, 150);
      expect(cursor.visible).to.equal(false);
      moveMouse(window.innerWidth - 51, 150);
      expect(cursor.visible).to.equal(true);
    });

    it('hides within 50 px of the bottom edge', () => {
      moveMouse(200, window.innerHeight - 50);
      expect(cursor.visible).to.equal(false);
      moveMouse(200, window.innerHeight - 51);
      expect(cursor.visible).to.equal(true);
    });

    it('follows a tap on a touch screen', () => {
      document.body.dispatchEvent(
        new PointerEvent('pointerdown', { clientX: 40, clientY: 60, bubbles: true }),
      );
      expect(cursor.element.style.left).to.equal('58px');
      expect(cursor.element.style.top).to.equal('78px');
    });
  });

  describe('without a known pointer position', () => {
    it('shows in the middle of the window', () => {
      cursor.dispose();
      cursor = new ProgressCursor();
      cursor.requestStarted(true);
      clock.tick(210);
      expect(cursor.visible).to.equal(true);
      expect(cursor.element.style.left).to.equal(`${window.innerWidth / 2}px`);
      expect(cursor.element.style.top).to.equal(`${window.innerHeight / 2}px`);
    });
  });

  describe('upload progress', () => {
    it('shows a rounded percentage beside the spinner, and removes it with null', () => {
      cursor.requestStarted(true);
      clock.tick(210);
      const percent = cursor.element.querySelector<HTMLElement>('.fg-progress-cursor__percent')!;
      expect(percent.hidden).to.equal(true);
      cursor.setUploadProgress(42.4);
      expect(percent.hidden).to.equal(false);
      expect(percent.textContent).to.equal('42 %');
      cursor.setUploadProgress(140);
      expect(percent.textContent).to.equal('100 %');
      cursor.setUploadProgress(null);
      expect(percent.hidden).to.equal(true);
    });

    it('clears the percentage when the requests end', () => {
      cursor.requestStarted(true);
      clock.tick(210);
      cursor.setUploadProgress(80);
      cursor.requestFinished();
      const percent = cursor.element.querySelector<HTMLElement>('.fg-progress-cursor__percent')!;
      expect(percent.hidden).to.equal(true);
    });
  });

  describe('markup', () => {
    it('works without a stylesheet, lets clicks through and is hidden from assistive technology', async () => {
      cursor.requestStarted(true);
      clock.tick(210);
      const style = getComputedStyle(cursor.element);
      expect(style.position).to.equal('fixed');
      expect(style.pointerEvents).to.equal('none');
      expect(cursor.element.getAttribute('aria-hidden')).to.equal('true');
      const ring = cursor.element.querySelector('.fg-progress-cursor__ring')!;
      expect(ring.getBoundingClientRect().width).to.be.above(0);
      expect(document.elementFromPoint(220, 170)).to.not.equal(ring);
      clock.restore();
      const { violations } = await axe.run(document.body);
      expect(violations).to.deep.equal([]);
      clock = sinon.useFakeTimers();
    });

    it('dispose removes the spinner and stops following the mouse', () => {
      cursor.requestStarted(true);
      clock.tick(210);
      cursor.dispose();
      expect(cursor.element.isConnected).to.equal(false);
      moveMouse(300, 300);
      expect(cursor.element.style.left).to.equal('218px');
    });
  });
});
