import { expect } from 'chai';
import sinon from 'sinon';
import { pageNavigation } from '../../core/page-navigation.ts';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import { GO_BACK_FALLBACK_MS } from './constants.ts';
import { goBack } from './go-back.ts';

describe('go-back action', () => {
  let clock: sinon.SinonFakeTimers;
  let assign: sinon.SinonStub;
  let link: HTMLAnchorElement;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    assign = sinon.stub(pageNavigation, 'assign');
    link = document.createElement('a');
    link.href = '/cs/katalog';
  });

  afterEach(() => {
    clock.restore();
    sinon.restore();
  });

  it(`goes back in history and does not follow the link when that moved (within ${GO_BACK_FALLBACK_MS} ms)`, () => {
    const back = sinon
      .stub(history, 'back')
      .callsFake(() => window.dispatchEvent(new PopStateEvent('popstate')));
    goBack(link);
    clock.tick(GO_BACK_FALLBACK_MS * 3);
    expect(back.callCount).to.equal(1);
    expect(assign.called).to.equal(false);
  });

  it(`follows the link ${GO_BACK_FALLBACK_MS} ms after history.back() did nothing`, () => {
    sinon.stub(history, 'back');
    goBack(link);
    clock.tick(GO_BACK_FALLBACK_MS - 1);
    expect(assign.called).to.equal(false);
    clock.tick(1);
    expect(assign.calledOnceWithExactly(absoluteUrl('/cs/katalog'))).to.equal(true);
  });

  it('never follows a link to another site', () => {
    sinon.stub(history, 'back');
    const error = sinon.stub(console, 'error');
    link.setAttribute('href', 'javascript:alert(1)');
    goBack(link);
    clock.tick(GO_BACK_FALLBACK_MS);
    expect(assign.called).to.equal(false);
    expect(error.calledOnce).to.equal(true);
  });
});
