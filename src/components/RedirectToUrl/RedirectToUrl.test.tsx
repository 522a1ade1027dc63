import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-redirect-to-url.ts';
import { axeViolations, mountFixture, removeFixture } from '../../../elements/test-support/react-act.ts';
import { pageNavigation } from '../../core/page-navigation.ts';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';

describe('RedirectToUrl', () => {
  let root: HTMLElement;
  let assign: sinon.SinonStub;
  let clock: sinon.SinonFakeTimers;

  const mount = async (attributes: string) => {
    root = await mountFixture(`<fg-redirect-to-url id="go" ${attributes}></fg-redirect-to-url>`);
  };

  beforeEach(() => {
    assign = sinon.stub(pageNavigation, 'assign');
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(async () => {
    clock.restore();
    await removeFixture(root);
    sinon.restore();
  });

  it('goes to a same-origin address after the delay, showing a link meanwhile', async () => {
    await mount(`url="${location.origin}/cs/objednavka/hotovo?id=5" delay="3000"`);
    expect(root.querySelector('a')?.getAttribute('href')).to.equal('/cs/objednavka/hotovo?id=5');
    expect(root.querySelector('[role="status"]')?.textContent).to.contain('Za okamžik budete přesměrováni.');
    clock.tick(2999);
    expect(assign.called).to.equal(false);
    clock.tick(1);
    expect(assign.calledOnceWith(absoluteUrl('/cs/objednavka/hotovo?id=5'))).to.equal(true);
  });

  it('goes at once without a delay', async () => {
    await mount('url="/cs/kosik"');
    clock.tick(0);
    expect(assign.calledOnceWith(absoluteUrl('/cs/kosik'))).to.equal(true);
  });

  for (const foreign of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
    it(`refuses ${foreign}`, async () => {
      const error = sinon.stub(console, 'error');
      await mount(`url="${foreign}"`);
      clock.tick(10_000);
      expect(assign.called).to.equal(false);
      expect(root.querySelector('a')).to.equal(null);
      expect(String(error.firstCall.args[0])).to.contain('not on this origin');
    });
  }

  it('does not go when removed before the delay ends', async () => {
    await mount('url="/cs/kosik" delay="1000"');
    await removeFixture(root);
    clock.tick(2000);
    expect(assign.called).to.equal(false);
  });

  it('is axe-clean', async () => {
    await mount('url="/cs/kosik" delay="1000"');
    clock.restore(); // axe-core schedules its own timers
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
