import { expect } from 'chai';
import sinon from 'sinon';
import { openPushStream } from './push-stream.ts';
import { absoluteUrl } from './test-support/absolute-url.ts';
import { prerenderDocument } from './test-support/prerendered-document.ts';

/** Stands in for EventSource: the test sends the messages a server would. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  send(data: string): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  close(): void {
    this.closed = true;
  }
}

describe('push stream', () => {
  let original: typeof EventSource;
  beforeEach(() => {
    original = window.EventSource;
    FakeEventSource.last = null;
    (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    window.EventSource = original;
    sinon.restore();
  });

  it('turns each message into fg:push on the document', () => {
    const pushed = sinon.spy();
    document.addEventListener('fg:push', pushed);
    const close = openPushStream('/cs/events');
    FakeEventSource.last?.send('{"event":"basketChanged","data":{"count":3}}');
    document.removeEventListener('fg:push', pushed);
    expect(FakeEventSource.last?.url).to.equal(absoluteUrl('/cs/events'));
    expect(pushed.firstCall.args[0].detail).to.deep.equal({ event: 'basketChanged', data: { count: 3 } });
    close();
    expect(FakeEventSource.last?.closed).to.equal(true);
  });

  it('keeps one stream per document: a second open closes the first', () => {
    const pushed = sinon.spy();
    document.addEventListener('fg:push', pushed);
    openPushStream('/cs/events');
    const first = FakeEventSource.last;
    const close = openPushStream('/cs/events');
    const second = FakeEventSource.last;
    expect(first?.closed).to.equal(true);
    expect(second?.closed).to.equal(false);
    second?.send('{"event":"once"}');
    document.removeEventListener('fg:push', pushed);
    expect(pushed.callCount).to.equal(1);
    close();
    expect(second?.closed).to.equal(true);
  });

  it('also announces process-state messages as fg:process-state', () => {
    const state = sinon.spy();
    document.addEventListener('fg:process-state', state);
    openPushStream('/cs/events');
    FakeEventSource.last?.send(
      '{"event":"processState","data":{"token":"import-7","message":"Hotovo","progress":100}}',
    );
    document.removeEventListener('fg:process-state', state);
    expect(state.firstCall.args[0].detail).to.deep.equal({
      token: 'import-7',
      message: 'Hotovo',
      progress: 100,
    });
  });

  it('logs malformed messages and goes on', () => {
    const log = sinon.stub(console, 'error');
    const pushed = sinon.spy();
    document.addEventListener('fg:push', pushed);
    openPushStream('/cs/events');
    FakeEventSource.last?.send('not json');
    FakeEventSource.last?.send('{"data":1}');
    FakeEventSource.last?.send('{"event":"ok"}');
    document.removeEventListener('fg:push', pushed);
    expect(log.callCount).to.equal(2);
    expect(pushed.callCount).to.equal(1);
  });

  it('opens no stream while the page is prerendered, and opens it once the page is shown', () => {
    const prerendered = prerenderDocument();
    try {
      const close = openPushStream('/cs/events');
      expect(FakeEventSource.last).to.equal(null);
      prerendered.show();
      expect(FakeEventSource.last?.url).to.equal(absoluteUrl('/cs/events'));
      close();
      expect(FakeEventSource.last?.closed).to.equal(true);
    } finally {
      prerendered.restore();
    }
  });

  it('never opens a stream closed while the page was prerendered', () => {
    const prerendered = prerenderDocument();
    try {
      openPushStream('/cs/events')();
      prerendered.show();
      expect(FakeEventSource.last).to.equal(null);
    } finally {
      prerendered.restore();
    }
  });

  it('refuses a stream on another origin', () => {
    const log = sinon.stub(console, 'error');
    openPushStream('https://evil.example/events');
    expect(FakeEventSource.last).to.equal(null);
    expect(String(log.firstCall.args[0])).to.contain('not on this origin');
  });
});
