/**
 * The behaviours' own markup (lit-html templates) on a page served with the strict
 * Content-Security-Policy of docs/security.md: lit-html's policy is named in its `trusted-types`
 * directive, styles reach the elements through the CSSOM, and no violation is reported. The
 * header comes from scripts/wtr/strict-csp.mjs.
 */
import { expect } from 'chai';
import sinon from 'sinon';
import { ProgressCursor } from './progress/progress-cursor.ts';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
});

describe('behaviour templates under a strict Content-Security-Policy with Trusted Types', () => {
  afterEach(() => {
    sinon.restore();
    expect(violations, `Content-Security-Policy violations: ${violations.join('; ')}`).to.have.length(0);
  });

  it('requires Trusted Types on this page where the browser has them', () => {
    const { trustedTypes } = window as {
      trustedTypes?: { createPolicy(name: string, rules: object): unknown };
    };
    if (!trustedTypes) return;
    // A policy the header does not name is refused: the page really enforces the directive.
    expect(() => trustedTypes.createPolicy('not-named-in-the-header', {})).to.throw();
  });

  it('shows the progress cursor with its styles and upload percentage', () => {
    const clock = sinon.useFakeTimers();
    const cursor = new ProgressCursor();
    try {
      document.body.dispatchEvent(new MouseEvent('mousemove', { clientX: 100, clientY: 100, bubbles: true }));
      cursor.requestStarted(true);
      clock.tick(210);
      cursor.setUploadProgress(30);
      expect(cursor.visible).to.equal(true);
      const style = getComputedStyle(cursor.element);
      expect(style.position).to.equal('fixed');
      expect(style.left).to.equal('118px');
      const ring = cursor.element.querySelector<HTMLElement>('.fg-progress-cursor__ring');
      expect(ring?.getBoundingClientRect().width).to.equal(20);
      expect(cursor.element.textContent).to.equal('30 %');
    } finally {
      cursor.dispose();
      clock.restore();
    }
  });
});
