import { expect } from 'chai';
import { CSP_NONCE_META } from '../core/csp-nonce.ts';
import { parseHTMLFragment } from '../core/trusted-html.ts';
import { externalScript, liveScript } from './inserted-scripts.ts';

describe('scripts the library inserts', () => {
  const withPageNonce = (nonce: string) => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = nonce;
    document.head.append(meta);
  };
  let host: HTMLElement;
  /** A script as the page holds it back (or as popup content puts it in), parsed inertly. */
  const heldBack = (markup: string) => {
    host.replaceChildren(parseHTMLFragment(markup));
    return host.querySelector('script') as HTMLScriptElement;
  };

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    host.remove();
    for (const meta of document.querySelectorAll(CSP_NONCE_META)) meta.remove();
  });

  it('copies a script with its attributes and text, and gives it the page nonce over its own', () => {
    withPageNonce('p4ge');
    const copy = liveScript(
      heldBack('<script type="text/plain" id="tag" data-consent="analytics" nonce="0ld">let a = 1;</script>'),
      'type',
    );
    expect(copy.hasAttribute('type')).to.equal(false);
    expect(copy.id).to.equal('tag');
    expect(copy.dataset.consent).to.equal('analytics');
    expect(copy.text).to.equal('let a = 1;');
    expect(copy.nonce).to.equal('p4ge');
  });

  it('keeps the nonce of the markup when the page names none', () => {
    expect(liveScript(heldBack('<script nonce="0wn">void 0</script>')).nonce).to.equal('0wn');
    expect(liveScript(heldBack('<script>void 0</script>')).nonce).to.equal('');
  });

  it('copies the address of an external script', () => {
    const copy = liveScript(heldBack('<script src="/assets/tag.js" async></script>'));
    expect(copy.getAttribute('src')).to.equal('/assets/tag.js');
    expect(copy.hasAttribute('async')).to.equal(true);
  });

  it('builds an asynchronous external script with the page nonce', () => {
    withPageNonce('p4ge');
    const script = externalScript(document, 'https://tags.example/gtm.js?id=GTM-1');
    expect(script.src).to.equal('https://tags.example/gtm.js?id=GTM-1');
    expect(script.async).to.equal(true);
    expect(script.nonce).to.equal('p4ge');
  });
});
