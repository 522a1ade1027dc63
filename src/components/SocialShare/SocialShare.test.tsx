import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-social-share.ts';
import {
  axeViolations,
  flushMicrotasks,
  inAct,
  mountFixture,
} from '../../../elements/test-support/react-act.ts';

/** Gives the page a Web Share API (or takes it away) for one test. */
function emulateWebShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: share ? () => true : undefined });
}

describe('SocialShare', () => {
  // axe-core is large: loaded once up front, the axe tests measure only the check itself.
  before(() => import('axe-core'));
  let root: HTMLElement | undefined;
  let canonical: HTMLLinkElement | undefined;

  const mount = (attributes: string) =>
    mountFixture(
      `<fg-social-share id="share" ${attributes}><ul><li><a href="/x">server link</a></li></ul></fg-social-share>`,
    ).then((mounted) => {
      root = mounted;
    });
  const links = () => [...(root?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const link = (text: string) => links().find((a) => a.textContent === text) as HTMLAnchorElement;
  const shareButton = () => root?.querySelector<HTMLButtonElement>('.fg-social-share__native') ?? null;
  const events: unknown[] = [];
  const record = (event: Event) => events.push((event as CustomEvent).detail);

  beforeEach(() => {
    events.length = 0;
    document.addEventListener('fg:share', record);
  });

  afterEach(async () => {
    document.removeEventListener('fg:share', record);
    await inAct(() => root?.remove());
    await flushMicrotasks();
    canonical?.remove();
    canonical = undefined;
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { canShare?: unknown }).canShare;
    sinon.restore();
  });

  describe('without the Web Share API', () => {
    beforeEach(() => emulateWebShare(undefined));

    it('links to the networks and e-mail with the given address and title, in a labelled group', async () => {
      await mount('url="https://shop.example/cs/produkt/7" share-title="Lampa Aura"');
      const group = root?.querySelector('.fg-social-share') as HTMLElement;
      expect(group.getAttribute('role')).to.equal('group');
      expect(group.getAttribute('aria-label')).to.equal('Sdílet');
      const url = encodeURIComponent('https://shop.example/cs/produkt/7');
      expect(links().map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
        ['Sdílet na Facebooku', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
        ['Sdílet na X', `https://x.com/intent/post?url=${url}&text=Lampa%20Aura`],
        ['Sdílet na LinkedInu', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
        ['Poslat e-mailem', `mailto:?subject=${encodeURIComponent('Podívejte se: Lampa Aura')}&body=${url}`],
      ]);
      expect(link('Sdílet na X').target).to.equal('_blank');
      expect(link('Sdílet na X').rel).to.equal('noopener noreferrer');
      expect(link('Poslat e-mailem').target).to.equal('');
    });

    it('shares the canonical address, else the page address without its fragment, and the page title', async () => {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      canonical.href = '/cs/clanek/3';
      document.head.append(canonical);
      await mount('networks="facebook"');
      const shared = new URL('/cs/clanek/3', location.href).href;
      expect(links().map((a) => a.href)).to.deep.equal([
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared)}`,
      ]);
      canonical.remove();
      await inAct(() => root?.remove());
      await flushMicrotasks();
      await mount('networks="email"');
      const page = new URL(location.href);
      page.hash = '';
      expect(link('Poslat e-mailem').href).to.contain(`&body=${encodeURIComponent(page.href)}`);
      expect(link('Poslat e-mailem').href).to.contain(encodeURIComponent(`Podívejte se: ${document.title}`));
    });

    it('never shares an address that is not http(s)', async () => {
      await mount('url="javascript:alert(1)" networks="linkedin"');
      expect(link('Sdílet na LinkedInu').href).not.to.contain('javascript');
    });

    it('keeps only the named networks, in their own order', async () => {
      await mount('networks="email, x, myspace"');
      expect(links().map((a) => a.textContent)).to.deep.equal(['Sdílet na X', 'Poslat e-mailem']);
    });

    it('loads no script or frame of a network', async () => {
      const before = document.querySelectorAll('script, iframe').length;
      await mount('');
      root?.addEventListener('click', (event) => event.preventDefault());
      await inAct(() =>
        link('Sdílet na Facebooku').dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true }),
        ),
      );
      expect(document.querySelectorAll('script, iframe').length).to.equal(before);
      expect(events).to.deep.equal([{ method: 'facebook' }]);
    });

    it('is axe-clean', async () => {
      await mount('lang="de"');
      expect(link('Auf Facebook teilen')).to.be.instanceOf(HTMLAnchorElement);
      expect(await axeViolations(root as HTMLElement)).to.deep.equal([]);
    });
  });

  describe('with the Web Share API', () => {
    it('opens the share sheet with the address and title from one button, also with the keyboard', async () => {
      const share = sinon.stub().resolves();
      emulateWebShare(share);
      await mount('url="https://shop.example/cs/produkt/7" share-title="Lampa Aura"');
      expect(links()).to.have.length(0);
      shareButton()?.focus();
      await inAct(async () => {
        const shared = new Promise((resolve) =>
          document.addEventListener('fg:share', resolve, { once: true }),
        );
        await sendKeys({ press: 'Enter' });
        await shared;
      });
      expect(share.firstCall.args).to.deep.equal([
        { url: 'https://shop.example/cs/produkt/7', title: 'Lampa Aura' },
      ]);
      expect(events).to.deep.equal([{ method: 'web-share', outcome: 'shared' }]);
    });

    it('stays a button when the visitor closes the sheet', async () => {
      emulateWebShare(sinon.stub().rejects(new DOMException('closed', 'AbortError')));
      await mount('');
      await clickShare();
      expect(shareButton()).not.to.equal(null);
      expect(events).to.deep.equal([{ method: 'web-share', outcome: 'dismissed' }]);
    });

    it('offers the links instead, focus on the first, when the browser refuses to share', async () => {
      emulateWebShare(sinon.stub().rejects(new DOMException('no', 'NotAllowedError')));
      await mount('');
      shareButton()?.focus();
      await clickShare();
      expect(shareButton()).to.equal(null);
      expect(links()).to.have.length(4);
      expect(document.activeElement).to.equal(links()[0]);
    });

    it('is axe-clean', async () => {
      emulateWebShare(sinon.stub().resolves());
      await mount('');
      expect(await axeViolations(root as HTMLElement)).to.deep.equal([]);
    });

    const clickShare = () =>
      inAct(async () => {
        const done = new Promise((resolve) => document.addEventListener('fg:share', resolve, { once: true }));
        shareButton()?.click();
        await done;
      });
  });
});
