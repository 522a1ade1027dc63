import { expect } from 'chai';
import sinon from 'sinon';
import { afterPrerendering, isPrerendering } from './prerendering.ts';
import { prerenderDocument } from './test-support/prerendered-document.ts';

describe('afterPrerendering', () => {
  let prerendered: ReturnType<typeof prerenderDocument> | null = null;
  afterEach(() => {
    prerendered?.restore();
    prerendered = null;
  });

  it('runs at once, in the same task, in a page that is shown', () => {
    const run = sinon.spy();
    afterPrerendering(document, run);
    expect(isPrerendering(document)).to.equal(false);
    expect(run.callCount).to.equal(1);
  });

  it('waits while the page is prerendered and runs once when it is shown', () => {
    prerendered = prerenderDocument();
    const run = sinon.spy();
    afterPrerendering(document, run);
    expect(isPrerendering(document)).to.equal(true);
    expect(run.callCount).to.equal(0);
    prerendered.show();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(run.callCount).to.equal(1);
  });

  it('never runs once cancelled while waiting', () => {
    prerendered = prerenderDocument();
    const run = sinon.spy();
    afterPrerendering(document, run)();
    prerendered.show();
    expect(run.callCount).to.equal(0);
  });
});
