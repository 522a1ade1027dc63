import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { ComponentAlreadyRenderedError, ComponentIdMissingError } from '../src/core/errors.ts';
import { lifecycleStateOf, mountedRootCount, type ReactElement } from './define-react-element.ts';
import { clickInAct, flushMicrotasks, inAct, mountFixture } from './test-support/react-act.ts';
import { testWidget, widgetMounts } from './test-support/test-widget.ts';

describe('defineReactElement', () => {
  let root: HTMLElement;
  let server: FakeServer;

  beforeEach(() => {
    widgetMounts.count = 0;
    server = fakeServer.create();
  });

  afterEach(async () => {
    await inAct(() => root?.remove());
    await flushMicrotasks();
    server.restore();
    sinon.restore();
  });

  const widget = () => root.querySelector('fg-test-widget') as ReactElement;
  const text = (selector: string) => root.querySelector(selector)?.textContent;

  it('renders props parsed from attributes, with HTML boolean semantics', async () => {
    root = await mountFixture(
      `<fg-test-widget id="w" label="Hi" count="3" active config='{"size":"M"}'></fg-test-widget>`,
    );
    expect(text('.label')).to.equal('Hi');
    expect(text('.count')).to.equal('3');
    expect(text('.active')).to.equal('true');
    expect(text('.config')).to.equal('M');
    await inAct(() => widget().setAttribute('active', ''));
    expect(text('.active')).to.equal('true');
    await inAct(() => widget().setAttribute('active', 'false'));
    expect(text('.active')).to.equal('false');
    await inAct(() => widget().setAttribute('active', 'active'));
    expect(text('.active')).to.equal('true');
  });

  it('treats an absent boolean attribute as false and a removed one as reset', async () => {
    root = await mountFixture(`<fg-test-widget id="w" label="Hi" active></fg-test-widget>`);
    await inAct(() => {
      widget().removeAttribute('active');
      widget().removeAttribute('label');
    });
    expect(text('.active')).to.equal('false');
    expect(text('.label')).to.equal('default label');
  });

  it('logs a malformed JSON or number attribute and renders with the default', async () => {
    const error = sinon.stub(console, 'error');
    root = await mountFixture(`<fg-test-widget id="w" config='{"size":' count="many"></fg-test-widget>`);
    expect(text('.config')).to.equal('no config');
    expect(text('.count')).to.equal('1');
    const messages = error.getCalls().map((call) => String(call.args[0]));
    expect(messages.some((m) => m.includes('<fg-test-widget id="w">') && m.includes('config='))).to.equal(
      true,
    );
    expect(messages.some((m) => m.includes('count="many"') && m.includes('not a number'))).to.equal(true);
  });

  it('refuses an element without id with ComponentIdMissingError and mounts nothing', async () => {
    const error = sinon.stub(console, 'error');
    const before = mountedRootCount();
    root = await mountFixture(
      '<fg-test-widget label="x"><span class="server-text">server</span></fg-test-widget>',
    );
    expect(error.firstCall.args[0]).to.be.instanceOf(ComponentIdMissingError);
    expect(mountedRootCount()).to.equal(before);
    expect(text('.server-text')).to.equal('server');
    expect(() => widget().render()).to.throw(ComponentIdMissingError);
  });

  it('throws ComponentAlreadyRenderedError when rendered twice', async () => {
    root = await mountFixture('<fg-test-widget id="w"></fg-test-widget>');
    expect(() => widget().render()).to.throw(ComponentAlreadyRenderedError, 'Component already rendered.');
  });

  it('goes decorated → in document → disposed and leaves no root mounted after removal', async () => {
    const before = mountedRootCount();
    const element = document.createElement('fg-test-widget') as ReactElement;
    element.id = 'w';
    element.setAttribute('label', 'set while detached');
    expect(element.lifecycleState).to.equal('decorated');
    expect(mountedRootCount()).to.equal(before);
    root = await mountFixture('');
    root.append(element);
    expect(element.lifecycleState).to.equal('in-document');
    expect(mountedRootCount()).to.equal(before + 1);
    await inAct(() => element.remove());
    await flushMicrotasks();
    expect(element.lifecycleState).to.equal('disposed');
    expect(mountedRootCount()).to.equal(before);
  });

  it('leaves no root mounted after a region full of components is replaced', async () => {
    const before = mountedRootCount();
    root = await mountFixture(
      `<div id="region">${Array.from({ length: 10 }, (_, i) => `<fg-test-widget id="w${i}"></fg-test-widget>`).join('')}</div>`,
    );
    expect(mountedRootCount()).to.equal(before + 10);
    await inAct(() => root.querySelector('#region')?.replaceWith(document.createElement('div')));
    await flushMicrotasks();
    expect(mountedRootCount()).to.equal(before);
  });

  it('keeps React state when the element is moved within the page', async () => {
    root = await mountFixture('<div id="a"><fg-test-widget id="w"></fg-test-widget></div><div id="b"></div>');
    await clickInAct(root.querySelector('.clicks') as HTMLButtonElement);
    const count = mountedRootCount();
    await inAct(() => root.querySelector('#b')?.append(widget()));
    await flushMicrotasks();
    expect(root.querySelector('#b fg-test-widget') === widget()).to.equal(true);
    expect(text('.clicks')).to.equal('1');
    expect(widgetMounts.count).to.equal(1);
    expect(mountedRootCount()).to.equal(count);
    expect(widget().lifecycleState).to.equal('in-document');
  });

  it('keeps the server-rendered children and places them in the component', async () => {
    root = await mountFixture(
      '<fg-test-widget id="w"><a href="/cs/x" class="server-link">server link</a></fg-test-widget>',
    );
    const link = root.querySelector('.server-link');
    expect(link?.parentElement?.classList.contains('server')).to.equal(true);
  });

  it('with allow-decorate-inner-elements leaves the children in place and renders beside them', async () => {
    root = await mountFixture(
      '<fg-test-widget id="w" allow-decorate-inner-elements><p class="kept">kept</p></fg-test-widget>',
    );
    expect(widget().firstElementChild?.className).to.equal('kept');
    expect(widget().querySelector('[data-fg-root] .widget')).to.not.equal(null);
  });

  it('dispatches component events that bubble and are composed', async () => {
    root = await mountFixture('<fg-test-widget id="w"></fg-test-widget>');
    const seen: CustomEvent[] = [];
    root.addEventListener('fg-test-pick', (event) => seen.push(event as CustomEvent));
    await clickInAct(root.querySelector('.pick') as HTMLButtonElement);
    expect(seen).to.have.length(1);
    expect(seen[0]?.bubbles).to.equal(true);
    expect(seen[0]?.composed).to.equal(true);
    expect(seen[0]?.detail).to.deep.equal({ picked: 1 });
  });

  it('translates in the lang attribute, then <html lang>, then cs', async () => {
    const htmlLang = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'de');
    try {
      root = await mountFixture(
        '<fg-test-widget id="w1" lang="en"></fg-test-widget><fg-test-widget id="w2"></fg-test-widget>',
      );
      const langs = [...root.querySelectorAll('.lang')].map((p) => p.textContent);
      expect(langs).to.deep.equal(['en:From', 'de:Von']);
      document.documentElement.removeAttribute('lang');
      await inAct(() => root.querySelector('#w1')?.removeAttribute('lang'));
      expect(text('#w1 .lang')).to.equal('cs:Od');
    } finally {
      if (htmlLang === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', htmlLang);
    }
  });

  it('uses a messages override before the catalogue', async () => {
    root = await mountFixture(
      `<fg-test-widget id="w" messages='{"slider.from":"Cena od"}'></fg-test-widget>`,
    );
    expect(text('.lang')).to.equal('cs:Cena od');
  });

  it('marks the element data-ignore-changes while ignore-changes is present', async () => {
    root = await mountFixture('<fg-test-widget id="w" ignore-changes></fg-test-widget>');
    expect(widget().dataset.ignoreChanges).to.equal('true');
    await inAct(() => widget().removeAttribute('ignore-changes'));
    expect(widget().dataset.ignoreChanges).to.equal(undefined);
  });

  describe('committing a value', () => {
    it('runs the partial update of its pu-* attributes with the value', async () => {
      root = await mountFixture(`
          <div id="summary"></div>
          <fg-test-widget id="w" pu-target="summary" pu-event-name="changeSize" pu-url="/cs/basket"
            pu-data="step=2"></fg-test-widget>`);
      await clickInAct(root.querySelector('.commit') as HTMLButtonElement);
      expect(server.requests).to.have.length(1);
      const url = new URL(server.requests[0]!.url, location.origin);
      expect(url.pathname).to.equal('/cs/basket');
      expect(url.searchParams.get('_pu_target')).to.equal('summary');
      expect(url.searchParams.get('_pu_event')).to.equal('changeSize');
      expect(url.searchParams.get('step')).to.equal('2');
      expect(url.searchParams.get('size')).to.equal('L');
      expect(server.requests[0]!.requestHeaders['PU-UI-Event']).to.equal('1');
    });

    it('with pu-submit-id sends the named form, the value in place of its field of the same name', async () => {
      root = await mountFixture(`
          <div id="summary"></div>
          <form id="filter" method="get" action="/cs/category/lamps">
            <input name="min" value="10">
            <input type="hidden" name="size" value="S">
            <fg-test-widget id="w" pu-target="summary" pu-submit-id="filter" pu-data="step=2"></fg-test-widget>
          </form>`);
      await clickInAct(root.querySelector('.commit') as HTMLButtonElement);
      expect(server.requests).to.have.length(1);
      const request = server.requests[0]!;
      expect(request.method).to.equal('GET');
      const url = new URL(request.url, location.origin);
      expect(url.pathname).to.equal('/cs/category/lamps');
      expect([...url.searchParams].filter(([name]) => !name.startsWith('_pu_'))).to.deep.equal([
        ['min', '10'],
        ['step', '2'],
        ['size', 'L'],
      ]);
      expect(url.searchParams.get('_pu_target')).to.equal('summary');
    });

    it('sends nothing without pu-* attributes, and dispatches change with dispatch-change-event', async () => {
      root = await mountFixture(
        '<form><fg-test-widget id="w" dispatch-change-event></fg-test-widget></form>',
      );
      const change = sinon.spy();
      root.querySelector('form')?.addEventListener('change', change);
      await clickInAct(root.querySelector('.commit') as HTMLButtonElement);
      expect(change.calledOnce).to.equal(true);
      expect(server.requests).to.have.length(0);
    });
  });

  describe('on a data-component element', () => {
    it('mounts the component and disposes it when the element leaves the page', async () => {
      const before = mountedRootCount();
      root = await mountFixture('<div id="d" data-component="TestWidget" label="plain"></div>');
      const element = root.querySelector('#d') as HTMLElement;
      await inAct(() => testWidget.decorate(element));
      expect(text('#d .label')).to.equal('plain');
      expect(lifecycleStateOf(element)).to.equal('in-document');
      expect(() => testWidget.decorate(element)).to.throw(ComponentAlreadyRenderedError);
      await inAct(() => element.setAttribute('label', 'changed'));
      await flushMicrotasks();
      expect(text('#d .label')).to.equal('changed');
      await inAct(() => element.remove());
      await flushMicrotasks();
      expect(lifecycleStateOf(element)).to.equal(null);
      expect(mountedRootCount()).to.equal(before);
    });

    it('refuses a data-component element without id', () => {
      const element = document.createElement('div');
      expect(() => testWidget.decorate(element)).to.throw(ComponentIdMissingError);
    });
  });
});
