/**
 * The behaviours' own markup (lit-html templates, the carousel's too) on a page served with the strict
 * Content-Security-Policy of docs/security.md: lit-html's policy is named in its `trusted-types`
 * directive, styles reach the elements through the CSSOM, and no violation is reported. The
 * header comes from scripts/wtr/strict-csp.mjs.
 */
import { expect } from 'chai';
import sinon from 'sinon';
import '../../elements/fg-carousel.ts';
import { renderLoadMoreLabel } from './pagination/load-more-label.ts';
import { popupFrameTemplate, popupHostTemplate } from './popup/popup-templates.ts';
import { ProgressCursor } from './progress/progress-cursor.ts';
import { templateElement } from './template-element.ts';
import type { ValidatedWidget } from './validation/validation-response.ts';
import { showWidgetFeedback } from './validation/widget-feedback.ts';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
});

describe('behaviour templates under a strict Content-Security-Policy with Trusted Types', () => {
  afterEach(() => {
    sinon.restore();
    expect(violations, `Content-Security-Policy violations: ${violations.join('; ')}`).to.have.length(0);
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

  it('shows live-validation messages as text in a message element it creates', () => {
    const form = document.createElement('form');
    const input = document.createElement('input');
    input.name = 'frm.email';
    form.append(input);
    document.body.append(form);
    const widget: ValidatedWidget = {
      widgetId: 'frm.email',
      widgetInputName: 'frm.email',
      widgetMessageId: 'csp-email-message',
      validatedValue: 'x',
      hasErrors: true,
      hasInfos: false,
      hasMessages: true,
      messages: ['<b>Enter an e-mail</b>'],
      keyedMessages: { format: 'Wrong format' },
      hasKeyedErrors: false,
    };
    try {
      showWidgetFeedback(form, [input], widget, { warning: null, ok: null });
      const message = document.getElementById('csp-email-message');
      expect(message?.textContent).to.equal('<b>Enter an e-mail</b> Wrong format');
      expect(message?.querySelector('b')).to.equal(null);
    } finally {
      form.remove();
    }
  });

  it('builds the popup host and a sandboxed popup frame', () => {
    const host = templateElement<HTMLElement>(popupHostTemplate());
    expect(host.className).to.equal('fg-popup-host');
    const frame = templateElement<HTMLIFrameElement>(popupFrameTemplate('/cs/map', 'Store map', true));
    expect(frame.getAttribute('sandbox')).to.not.contain('allow-same-origin');
    expect(frame.title).to.equal('Store map');
  });

  it('swaps the "Load more" label for the loading text and back', () => {
    const link = document.createElement('a');
    link.append('Load more');
    document.body.append(link);
    try {
      renderLoadMoreLabel(link, 'Načítám…');
      expect(link.textContent).to.equal('Načítám…');
      renderLoadMoreLabel(link, null);
      expect(link.textContent).to.equal('Load more');
    } finally {
      link.remove();
    }
  });

  it('builds the carousel’s controls and live region around its slides', async () => {
    const carousel = document.createElement('fg-carousel');
    carousel.id = 'csp-carousel';
    carousel.setAttribute('upgrade', 'load');
    // The test page itself may not write HTML: the server markup is built node by node.
    const slides = document.createElement('div');
    slides.setAttribute('data-carousel-slides', '');
    for (const name of ['A', 'B']) {
      const link = document.createElement('a');
      link.href = `#${name}`;
      link.textContent = name;
      slides.append(document.createElement('div'));
      slides.lastElementChild?.append(link);
    }
    carousel.append(slides);
    const upgraded = new Promise((resolve) =>
      carousel.addEventListener('fg:upgraded', resolve, { once: true }),
    );
    document.body.append(carousel);
    try {
      await upgraded;
      expect(carousel.querySelectorAll('.fg-carousel__pick')).to.have.length(2);
      expect(carousel.querySelector('.fg-carousel__status')?.textContent).to.equal('1 z 2');
    } finally {
      carousel.remove();
    }
  });
});
