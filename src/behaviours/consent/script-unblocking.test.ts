import { expect } from 'chai';
import { unblockScripts } from './script-unblocking.ts';

type RunLog = Window & { consentRuns?: string[] };

describe('script unblocking', () => {
  let root: HTMLElement;

  beforeEach(() => {
    (window as RunLog).consentRuns = [];
    root = document.createElement('div');
    root.innerHTML = `
      <script type="text/plain" data-consent="analytics">window.consentRuns.push('analytics-1')</script>
      <script type="text/plain" data-consent="marketing" id="pixel">window.consentRuns.push('marketing')</script>
      <script type="text/plain" data-consent="analytics" class="second">window.consentRuns.push('analytics-2')</script>
      <script type="text/plain">window.consentRuns.push('unrelated')</script>`;
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    delete (window as RunLog).consentRuns;
  });

  it('runs the blocked scripts of the category in document order, and only those', () => {
    expect(unblockScripts(root, 'analytics')).to.equal(2);
    expect((window as RunLog).consentRuns).to.deep.equal(['analytics-1', 'analytics-2']);
  });

  it('keeps the other attributes of the script and drops the blocking type', () => {
    unblockScripts(root, 'marketing');
    const live = root.querySelector<HTMLScriptElement>('#pixel');
    expect(live?.hasAttribute('type')).to.equal(false);
    expect(live?.dataset.consent).to.equal('marketing');
    expect((window as RunLog).consentRuns).to.deep.equal(['marketing']);
  });

  it('runs each script once however often consent is applied', () => {
    unblockScripts(root, 'analytics');
    expect(unblockScripts(root, 'analytics')).to.equal(0);
    expect((window as RunLog).consentRuns).to.deep.equal(['analytics-1', 'analytics-2']);
  });

  it('gives the live script the type named by data-type', () => {
    // A module script runs later than the test; its body must not depend on the test's state.
    root.innerHTML = '<script type="text/plain" data-consent="analytics" data-type="module">void 0</script>';
    unblockScripts(root, 'analytics');
    expect(root.querySelector('script')?.type).to.equal('module');
  });

  it('leaves scripts without a matching data-consent blocked', () => {
    unblockScripts(root, 'analytics');
    unblockScripts(root, 'marketing');
    expect(root.querySelectorAll('script[type="text/plain"]')).to.have.length(1);
  });
});
