import { expect } from 'chai';
import { InvalidSettingError } from './errors.ts';
import {
  hasOwnSettings,
  parseData,
  parseTargets,
  readElementOptions,
  registerErrorCallback,
  resolveSettings,
} from './settings.ts';

function element(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template.content.firstElementChild as Element;
}

describe('partial-update settings', () => {
  it('reads data-pu-* and data-partial-update-* alike', () => {
    const short = resolveSettings(
      readElementOptions(
        element('<a data-pu-target="a+b" data-pu-event-name="add" data-pu-alter-history="true"></a>'),
      ),
    );
    const long = resolveSettings(
      readElementOptions(
        element(
          '<a data-partial-update-target="a+b" data-partial-update-event-name="add" data-partial-update-alter-history="true"></a>',
        ),
      ),
    );
    expect(short).to.deep.equal(long);
    expect(short.target).to.deep.equal(['a', 'b']);
    expect(short.eventName).to.equal('add');
    expect(short.alterHistory).to.equal(true);
  });

  it('reads every documented key from attributes', () => {
    registerErrorCallback('showError', () => {});
    const settings = resolveSettings(
      readElementOptions(
        element(`<div data-pu-request-target="page" data-pu-target="list" data-pu-event-name="sort"
          data-pu-data='{"sort":"price"}' data-pu-url="/cs/x" data-pu-alter-history data-pu-data-merge="false"
          data-pu-history-replace-state="true" data-pu-history-pop-state="false" data-pu-layout-context="wide"
          data-pu-submit-id="f" data-pu-container-id="c" data-pu-include-to-progress="false" data-pu-omit="a b"
          data-pu-headers='{"X-Shop":"1"}' data-pu-remember-pagination="true" data-pu-remove-container-widget-data="true"
          data-pu-merge-with-target-settings="true" data-pu-on-error="showError" data-pu-clear-cache="true"
          data-pu-timeout="5000"></div>`),
      ),
    );
    expect(settings).to.include({
      requestTarget: 'page',
      eventName: 'sort',
      url: '/cs/x',
      alterHistory: true,
      dataMerge: false,
      historyReplaceState: true,
      historyPopState: false,
      layoutContext: 'wide',
      submitId: 'f',
      containerId: 'c',
      includeToProgress: false,
      rememberPagination: true,
      removeContainerWidgetData: true,
      mergeWithTargetSettings: true,
      clearCache: true,
      timeout: 5000,
    });
    expect(settings.target).to.deep.equal(['list']);
    expect(settings.data).to.deep.equal([['sort', 'price']]);
    expect(settings.omit).to.deep.equal(['a', 'b']);
    expect(settings.headers).to.deep.equal({ 'X-Shop': '1' });
    expect(settings.onError).to.be.a('function');
  });

  it('applies single attributes over the combined JSON settings, and nested settings under both', () => {
    const settings = resolveSettings(
      readElementOptions(
        element(`<a data-pu-settings='{"target":"a","eventName":"one","settings":{"layoutContext":"x","eventName":"zero"}}'
                  data-pu-event-name="two"></a>`),
      ),
    );
    expect(settings.target).to.deep.equal(['a']);
    expect(settings.eventName).to.equal('two');
    expect(settings.layoutContext).to.equal('x');
  });

  it('has the documented defaults', () => {
    const settings = resolveSettings({ target: 'a' });
    expect(settings).to.include({
      alterHistory: false,
      dataMerge: true,
      includeToProgress: true,
      timeout: 60000,
      clearCache: false,
      uiEvent: false,
    });
  });

  for (const [html, key] of [
    ['<a data-pu-alter-history="maybe"></a>', 'alterHistory'],
    ['<a data-pu-timeout="soon"></a>', 'timeout'],
    ['<a data-pu-settings="{broken"></a>', 'data-pu-settings'],
    ['<a data-pu-headers="[1]"></a>', 'headers'],
    ['<a data-pu-on-error="notRegistered"></a>', 'onError'],
    ['<a data-pu-target="ok+1bad"></a>', 'target'],
  ] as const) {
    it(`raises a typed error for a bad ${key}`, () => {
      let error: unknown;
      try {
        resolveSettings(readElementOptions(element(html)));
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(InvalidSettingError);
      expect((error as InvalidSettingError).key).to.equal(key);
    });
  }

  it('splits targets on + and drops blanks', () => {
    expect(parseTargets(' a + b+ ')).to.deep.equal(['a', 'b']);
  });

  it('reads data as a query string, JSON or pairs', () => {
    expect(parseData('a=1&b=2')).to.deep.equal([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(parseData('{"a":1}')).to.deep.equal([['a', '1']]);
    expect(parseData({ a: true })).to.deep.equal([['a', 'true']]);
  });

  it('tells elements with settings of their own from containers', () => {
    expect(hasOwnSettings(element('<a data-pu-target="x"></a>'))).to.equal(true);
    expect(hasOwnSettings(element('<a data-pu></a>'))).to.equal(true);
    expect(hasOwnSettings(element('<div id="c" data-pu-container></div>'))).to.equal(false);
    expect(hasOwnSettings(element('<a href="/x"></a>'))).to.equal(false);
  });
});
