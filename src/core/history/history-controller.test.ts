import { expect } from 'chai';
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { partialUpdate } from '../partial-update.ts';
import type { PartialUpdateOptions } from '../settings.ts';
import { readHistoryParam, recordUpdate, replayFromLocationOnLoad } from './history-controller.ts';
import { nextPopState, startAddress, useHistoryPage } from './test-support/history-page.ts';
import { onHistoryRestore } from './test-support/restore-listener.ts';

function currentPath(): string {
  return location.pathname + location.search;
}

function addressWithPu(value: string): URL {
  const address = new URL(startAddress);
  address.searchParams.set('pu', value);
  return address;
}

describe('history controller', () => {
  const page = useHistoryPage();

  describe('recordUpdate', () => {
    it('pushes the plain address when the global target was updated', () => {
      const pushState = sinon.spy(history, 'pushState');
      recordUpdate({
        url: '/cs/kategorie?page=2',
        target: 'content',
        globalTarget: 'content',
        replace: false,
      });
      expect(pushState.calledOnce).to.equal(true);
      expect(currentPath()).to.equal('/cs/kategorie?page=2');
      expect(history.state.fg).to.deep.equal({
        requestTarget: 'content',
        target: 'content',
        url: '/cs/kategorie?page=2',
      });
    });

    it('replaces the current entry when historyReplaceState is set', () => {
      const pushState = sinon.spy(history, 'pushState');
      const replaceState = sinon.spy(history, 'replaceState');
      history.replaceState({ other: 1 }, '');
      recordUpdate({
        url: '/cs/kategorie?page=3',
        target: 'content',
        globalTarget: 'content',
        replace: true,
      });
      expect(pushState.called).to.equal(false);
      expect(replaceState.callCount).to.equal(2);
      expect(currentPath()).to.equal('/cs/kategorie?page=3');
      expect(history.state).to.deep.equal({
        other: 1,
        fg: { requestTarget: 'content', target: 'content', url: '/cs/kategorie?page=3' },
      });
    });

    it('carries pu with requestTarget, target and url when another region was updated', () => {
      recordUpdate({
        url: '/cs/filtr?barva=modra',
        requestTarget: 'productList',
        target: 'productList',
        globalTarget: 'content',
        replace: false,
      });
      const address = new URL(location.href);
      expect(address.pathname).to.equal(new URL(startAddress).pathname);
      expect(address.searchParams.get('pu')).to.equal(
        '{"requestTarget":"productList","target":"productList","url":"/cs/filtr?barva=modra"}',
      );
      expect(history.state.fg).to.deep.equal({
        requestTarget: 'productList',
        target: 'productList',
        url: '/cs/filtr?barva=modra',
      });
    });

    it('joins several targets with + and defaults requestTarget to them', () => {
      recordUpdate({
        url: '/cs/kosik',
        target: ['basketSummary', 'userMenu'],
        globalTarget: 'content',
        replace: false,
      });
      expect(JSON.parse(new URL(location.href).searchParams.get('pu') ?? '')).to.deep.equal({
        requestTarget: 'basketSummary+userMenu',
        target: 'basketSummary+userMenu',
        url: '/cs/kosik',
      });
    });

    it('stores a same-origin absolute address as a path', () => {
      recordUpdate({
        url: `${location.origin}/cs/novinky?page=2`,
        target: 'content',
        globalTarget: 'content',
        replace: false,
      });
      expect(currentPath()).to.equal('/cs/novinky?page=2');
      expect(history.state.fg.url).to.equal('/cs/novinky?page=2');
    });

    it('refuses an address on another origin with a console error', () => {
      const pushState = sinon.spy(history, 'pushState');
      recordUpdate({
        url: 'https://evil.example/cs',
        target: 'content',
        globalTarget: 'content',
        replace: false,
      });
      expect(pushState.called).to.equal(false);
      expect(location.href).to.equal(startAddress);
      expect(page.consoleError.calledOnce).to.equal(true);
    });

    it('gives the entry it leaves the global target, so going back replays it', async () => {
      const restored = sinon.spy();
      const stop = onHistoryRestore(restored);
      history.replaceState(null, '', startAddress);
      recordUpdate({
        url: '/cs/kategorie?page=2',
        target: 'content',
        globalTarget: 'content',
        replace: false,
      });
      const popped = nextPopState();
      history.back();
      const event = await popped;
      stop();
      const startPath = new URL(startAddress).pathname + new URL(startAddress).search;
      expect(event.state.fg).to.deep.equal({ requestTarget: 'content', target: 'content', url: startPath });
      expect(
        restored.calledOnceWithExactly({
          target: 'content',
          requestTarget: 'content',
          url: startPath,
          historyPopState: true,
        }),
      ).to.equal(true);
    });
  });

  describe('readHistoryParam', () => {
    it('reads a valid pu parameter as replay options', () => {
      const address = addressWithPu(
        '{"requestTarget":"content","target":"productList","url":"/cs/filtr?x=1"}',
      );
      expect(readHistoryParam(address, document)).to.deep.equal({
        target: 'productList',
        requestTarget: 'content',
        url: '/cs/filtr?x=1',
        historyPopState: true,
      });
      expect(page.consoleError.called).to.equal(false);
    });

    it('accepts several existing ids joined by +', () => {
      const address = addressWithPu(
        '{"requestTarget":"basketSummary+userMenu","target":"basketSummary+userMenu","url":"/cs/kosik"}',
      );
      expect(readHistoryParam(address, document)?.target).to.equal('basketSummary+userMenu');
    });

    it('returns null without complaint when there is no pu parameter', () => {
      expect(readHistoryParam(new URL(startAddress), document)).to.equal(null);
      expect(page.consoleError.called).to.equal(false);
    });

    const refused: [string, string][] = [
      [
        'an address on another origin',
        '{"requestTarget":"content","target":"content","url":"https://evil.example/x"}',
      ],
      [
        'a protocol-relative address',
        '{"requestTarget":"content","target":"content","url":"//evil.example/x"}',
      ],
      ['a backslash address', '{"requestTarget":"content","target":"content","url":"/\\\\evil.example/x"}'],
      ['a backslash later in the path', '{"requestTarget":"content","target":"content","url":"/cs\\\\x"}'],
      [
        'a tab that browsers drop',
        '{"requestTarget":"content","target":"content","url":"/\\t/evil.example"}',
      ],
      ['a javascript: url', '{"requestTarget":"content","target":"content","url":"javascript:alert(1)"}'],
      [
        'a data: url',
        '{"requestTarget":"content","target":"content","url":"data:text/html,<script>alert(1)</script>"}',
      ],
      ['a relative path', '{"requestTarget":"content","target":"content","url":"cs/x"}'],
      ['an unknown target id', '{"requestTarget":"content","target":"nowhere","url":"/cs/x"}'],
      ['an unknown id among several', '{"requestTarget":"content","target":"content+nowhere","url":"/cs/x"}'],
      ['an unknown requestTarget id', '{"requestTarget":"nowhere","target":"content","url":"/cs/x"}'],
      ['an empty target', '{"requestTarget":"content","target":"","url":"/cs/x"}'],
      ['a selector instead of an id', '{"requestTarget":"content","target":"#content","url":"/cs/x"}'],
      ['bad JSON', '{"requestTarget":"content",'],
      ['a JSON array', '["content","content","/cs/x"]'],
      ['a JSON string', '"content"'],
      ['a number field', '{"requestTarget":"content","target":"content","url":7}'],
      ['a missing field', '{"target":"content","url":"/cs/x"}'],
      ['an extra field', '{"requestTarget":"content","target":"content","url":"/cs/x","html":"<img>"}'],
    ];
    for (const [what, value] of refused) {
      it(`ignores ${what} with a console error`, () => {
        expect(readHistoryParam(addressWithPu(value), document)).to.equal(null);
        expect(page.consoleError.calledOnce).to.equal(true);
        expect(String(page.consoleError.firstCall.args[0])).to.contain('"pu"');
      });
    }

    it('ignores a pu parameter given twice', () => {
      const address = addressWithPu('{"requestTarget":"content","target":"content","url":"/cs/x"}');
      address.searchParams.append('pu', '{"requestTarget":"content","target":"content","url":"/cs/y"}');
      expect(readHistoryParam(address, document)).to.equal(null);
      expect(page.consoleError.calledOnce).to.equal(true);
    });
  });

  describe('replayFromLocationOnLoad', () => {
    it('runs the update a page was opened with and stores it in the history state', () => {
      const value = '{"requestTarget":"productList","target":"productList","url":"/cs/filtr?x=1"}';
      history.replaceState({ other: 1 }, '', addressWithPu(value));
      const replay = sinon.spy();
      replayFromLocationOnLoad(replay);
      expect(
        replay.calledOnceWithExactly({
          target: 'productList',
          requestTarget: 'productList',
          url: '/cs/filtr?x=1',
          historyPopState: true,
        }),
      ).to.equal(true);
      expect(history.state).to.deep.equal({ other: 1, fg: JSON.parse(value) });
    });

    it('does nothing for a page opened without pu', () => {
      const replay = sinon.spy();
      replayFromLocationOnLoad(replay);
      expect(replay.called).to.equal(false);
      expect(page.consoleError.called).to.equal(false);
    });

    describe('through the partial-update engine', () => {
      let server: FakeServer;
      let pending: Promise<unknown>[];
      const replayThroughEngine = (options: PartialUpdateOptions): void => {
        pending.push(partialUpdate(options).catch((error: unknown) => error));
      };

      beforeEach(() => {
        server = fakeServer.create();
        pending = [];
      });

      afterEach(() => server.restore());

      it('requests the stored same-origin url for the stored region', async () => {
        const value = '{"requestTarget":"productList","target":"productList","url":"/cs/filtr?x=1"}';
        history.replaceState(null, '', addressWithPu(value));
        replayFromLocationOnLoad(replayThroughEngine);
        expect(server.requests).to.have.length(1);
        const request = server.requests[0] as FakeXMLHttpRequest;
        const url = new URL(request.url, location.origin);
        expect(url.origin + url.pathname).to.equal(`${location.origin}/cs/filtr`);
        request.respond(200, { 'Content-Type': 'text/html' }, '<div id="productList">filtered</div>');
        await Promise.all(pending);
        expect(document.getElementById('productList')?.textContent).to.equal('filtered');
      });

      const malicious = [
        '{"requestTarget":"content","target":"content","url":"https://evil.example/steal"}',
        '{"requestTarget":"content","target":"content","url":"//evil.example/steal"}',
        '{"requestTarget":"content","target":"content","url":"/\\\\evil.example/steal"}',
        '{"requestTarget":"content","target":"content","url":"javascript:alert(document.cookie)"}',
        '{"requestTarget":"content","target":"unknownRegion","url":"/cs/x"}',
        '{not json',
      ];
      for (const value of malicious) {
        it(`sends no request for pu=${value}`, async () => {
          history.replaceState(null, '', addressWithPu(value));
          replayFromLocationOnLoad(replayThroughEngine);
          await Promise.all(pending);
          expect(pending).to.have.length(0);
          expect(server.requests).to.have.length(0);
          expect(page.consoleError.calledOnce).to.equal(true);
          expect(history.state).to.equal(null);
        });
      }
    });
  });
});
