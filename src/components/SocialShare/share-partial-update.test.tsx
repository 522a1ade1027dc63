import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import '../../../elements/fg-share-url.ts';
import '../../../elements/fg-social-share.ts';
import { mountedRootCount } from '../../../elements/mounted-roots.ts';
import { inAct, untilRendered } from '../../../elements/test-support/react-act.ts';
import { partialUpdate } from '../../core/partial-update.ts';

const shareBlock = (suffix: string) => `
  <fg-social-share id="share${suffix}" url="https://shop.example/cs/clanek/${suffix}"></fg-social-share>
  <fg-share-url id="copy${suffix}" url="https://shop.example/cs/clanek/${suffix}"></fg-share-url>`;

describe('SocialShare and ShareUrl in a region a partial update replaces', () => {
  let server: FakeServer;

  beforeEach(async () => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    server = fakeServer.create();
    await inAct(() => {
      const region = document.createElement('div');
      region.id = 'articleShare';
      // The component under test upgrades at once, whatever its default policy (upgrade-policy.ts).
      region.setAttribute('upgrade', 'load');
      region.innerHTML = shareBlock('1');
      document.body.append(region);
    });
    await untilRendered(document.getElementById('articleShare') as HTMLElement);
  });

  afterEach(async () => {
    await inAct(() => document.getElementById('articleShare')?.remove());
    server.restore();
    delete (navigator as { share?: unknown }).share;
  });

  it('disposes the swapped-out roots and mounts the swapped-in elements with their new address', async () => {
    const before = mountedRootCount();
    expect(document.querySelector('#share1 a')).not.to.equal(null);
    await inAct(async () => {
      const done = partialUpdate({ target: 'articleShare', url: '/cs/clanek/2' });
      server.requests
        .at(-1)
        ?.respond(
          200,
          { 'Content-Type': 'text/html' },
          `<div id="articleShare" upgrade="load">${shareBlock('2')}</div>`,
        );
      await done;
    });
    // Two components swapped in: they mount in slices, a task apart in WebKit.
    await untilRendered(document.getElementById('articleShare') as HTMLElement);
    expect(document.getElementById('share1')).to.equal(null);
    expect(document.querySelector<HTMLAnchorElement>('#share2 a')?.href).to.contain(
      encodeURIComponent('https://shop.example/cs/clanek/2'),
    );
    expect(document.querySelector<HTMLInputElement>('#copy2 input')?.value).to.equal(
      'https://shop.example/cs/clanek/2',
    );
    expect(mountedRootCount()).to.equal(before);
  });
});
