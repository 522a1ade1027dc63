import { expect } from 'chai';
import { cspNonce } from '../../core/csp-nonce.ts';
import { installDefaultStyles } from './default-styles.ts';

describe('installDefaultStyles', () => {
  afterEach(() => {
    for (const node of document.querySelectorAll('#fg-test-styles, meta[name="csp-nonce"], #shop-sheet')) {
      node.remove();
    }
  });

  it('adds the rules once, before the shop stylesheets so the shop wins', () => {
    const shop = document.createElement('style');
    shop.id = 'shop-sheet';
    shop.textContent = '.fg-test-box{color:rgb(0, 128, 0)}';
    document.head.append(shop);
    installDefaultStyles('fg-test-styles', '.fg-test-box{color:rgb(255, 0, 0)}');
    installDefaultStyles('fg-test-styles', '.fg-test-box{color:rgb(0, 0, 255)}');

    const styles = document.querySelectorAll('#fg-test-styles');
    expect(styles).to.have.length(1);
    expect(document.head.firstElementChild).to.equal(styles[0]);
    const box = document.createElement('div');
    box.className = 'fg-test-box';
    document.body.append(box);
    expect(getComputedStyle(box).color).to.equal('rgb(0, 128, 0)');
    box.remove();
  });

  it('carries the nonce the page names in <meta name="csp-nonce">', () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'r4nd0m';
    document.head.append(meta);
    expect(cspNonce()).to.equal('r4nd0m');
    installDefaultStyles('fg-test-styles', '.fg-test-box{color:red}');
    expect(document.querySelector<HTMLStyleElement>('#fg-test-styles')?.nonce).to.equal('r4nd0m');
  });

  it('has no nonce when the page names none', () => {
    expect(cspNonce()).to.equal('');
    installDefaultStyles('fg-test-styles', '.fg-test-box{color:red}');
    expect(document.querySelector<HTMLStyleElement>('#fg-test-styles')?.hasAttribute('nonce')).to.equal(
      false,
    );
  });
});
