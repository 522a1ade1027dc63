import { expect } from 'chai';
import { parseHTMLFragment } from './trusted-html.ts';

type Runs = Window & { trustedHtmlRuns?: number };

describe('parsing markup', () => {
  afterEach(() => {
    delete (window as Runs).trustedHtmlRuns;
  });

  it('parses a whole page inertly: its scripts never run, even adopted into the page', () => {
    const parsed = parseHTMLFragment(
      '<!doctype html><html><head><title>t</title></head><body><main><div id="region">a<script>window.trustedHtmlRuns = 1</script></div></main></body></html>',
    );
    const region = document.adoptNode(parsed.getElementById('region') as HTMLElement);
    document.body.append(region);
    region.remove();
    expect(region.textContent).to.equal('awindow.trustedHtmlRuns = 1');
    expect((window as Runs).trustedHtmlRuns).to.equal(undefined);
  });

  it('parses a fragment in a template: nothing runs until a script is copied live', () => {
    const fragment = parseHTMLFragment('<p>b</p><script>window.trustedHtmlRuns = 1</script>');
    expect(fragment.querySelector('p')?.textContent).to.equal('b');
    const host = document.createElement('div');
    host.append(fragment);
    document.body.append(host);
    host.remove();
    expect((window as Runs).trustedHtmlRuns).to.equal(undefined);
  });
});
