import { expect } from 'chai';
import sinon from 'sinon';
import { recordUpdate } from './history-controller.ts';
import { nextPopState, useHistoryPage } from './test-support/history-page.ts';
import { onHistoryRestore } from './test-support/restore-listener.ts';

/** Back/forward: the entries the history controller recorded are replayed, validated first. */
describe('history controller: back and forward', () => {
  const page = useHistoryPage();

  describe('onHistoryRestore', () => {
    it('calls back with the stored entry and historyPopState on back/forward', () => {
      const restored = sinon.spy();
      const stop = onHistoryRestore(restored);
      const fg = { requestTarget: 'productList', target: 'productList', url: '/cs/filtr?x=2' };
      window.dispatchEvent(new PopStateEvent('popstate', { state: { fg } }));
      stop();
      expect(restored.calledOnceWithExactly({ ...fg, historyPopState: true })).to.equal(true);
    });

    it('replays the previous entry when the visitor goes back', async () => {
      const restored = sinon.spy();
      const stop = onHistoryRestore(restored);
      recordUpdate({ url: '/cs/filtr?x=1', target: 'productList', globalTarget: 'content', replace: false });
      recordUpdate({ url: '/cs/filtr?x=2', target: 'productList', globalTarget: 'content', replace: false });
      const popped = nextPopState();
      history.back();
      await popped;
      stop();
      expect(
        restored.calledOnceWithExactly({
          target: 'productList',
          requestTarget: 'productList',
          url: '/cs/filtr?x=1',
          historyPopState: true,
        }),
      ).to.equal(true);
    });

    describe('an entry requested for the global target', () => {
      it('replays the whole global target, also when the region it swapped is still there', () => {
        const restored = sinon.spy();
        const stop = onHistoryRestore(restored, 'content');
        const fg = { requestTarget: 'content', target: 'productList', url: '/cs/filtr?x=3' };
        window.dispatchEvent(new PopStateEvent('popstate', { state: { fg } }));
        stop();
        expect(
          restored.calledOnceWithExactly({
            target: 'content',
            requestTarget: 'content',
            url: '/cs/filtr?x=3',
            historyPopState: true,
          }),
        ).to.equal(true);
      });

      it('replays the global target when the region it swapped is gone from the page', () => {
        const restored = sinon.spy();
        const stop = onHistoryRestore(restored, 'content');
        const fg = { requestTarget: 'content', target: 'productListing', url: '/cs/filtr?x=4' };
        window.dispatchEvent(new PopStateEvent('popstate', { state: { fg } }));
        stop();
        expect(restored.firstCall?.args[0]).to.deep.equal({
          target: 'content',
          requestTarget: 'content',
          url: '/cs/filtr?x=4',
          historyPopState: true,
        });
        expect(page.consoleError.called).to.equal(false);
      });

      it('still refuses a tampered address, and leaves entries of other regions as they are', () => {
        const restored = sinon.spy();
        const stop = onHistoryRestore(restored, 'content');
        const tampered = { requestTarget: 'content', target: 'productList', url: '//evil.example/x' };
        window.dispatchEvent(new PopStateEvent('popstate', { state: { fg: tampered } }));
        const region = { requestTarget: 'productList', target: 'productList', url: '/cs/filtr?x=5' };
        window.dispatchEvent(new PopStateEvent('popstate', { state: { fg: region } }));
        stop();
        expect(page.consoleError.calledOnce).to.equal(true);
        expect(restored.calledOnceWithExactly({ ...region, historyPopState: true })).to.equal(true);
      });
    });

    it('leaves entries it did not record alone', () => {
      const restored = sinon.spy();
      const stop = onHistoryRestore(restored);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      window.dispatchEvent(new PopStateEvent('popstate', { state: { other: 1 } }));
      stop();
      expect(restored.called).to.equal(false);
      expect(page.consoleError.called).to.equal(false);
    });

    it('ignores a tampered state with a console error', () => {
      const restored = sinon.spy();
      const stop = onHistoryRestore(restored);
      for (const fg of [
        { requestTarget: 'content', target: 'content', url: 'https://evil.example/' },
        { requestTarget: 'content', target: 'content', url: 'javascript:alert(1)' },
        { requestTarget: 'content', target: 'gone', url: '/cs/x' },
        'content',
      ]) {
        window.dispatchEvent(new PopStateEvent('popstate', { state: { fg } }));
      }
      stop();
      expect(restored.called).to.equal(false);
      expect(page.consoleError.callCount).to.equal(4);
    });

    it('stops listening when its stop function is called', () => {
      const restored = sinon.spy();
      onHistoryRestore(restored)();
      const fg = { requestTarget: 'content', target: 'content', url: '/cs/x' };
      window.dispatchEvent(new PopStateEvent('popstate', { state: { fg } }));
      expect(restored.called).to.equal(false);
    });
  });
});
