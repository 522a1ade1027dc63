import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { emit } from '../src/core/events.ts';
import { flushMicrotasks, inAct, mountFixture, removeFixture } from './test-support/react-act.ts';
import './test-support/test-widget.ts';

/** docs/elements.md, Refresh: on its push event, 2 ms after the trigger, at progress ≥ 100. */
describe('defineReactElement: refresh', () => {
  let root: HTMLElement;
  let server: FakeServer;

  beforeEach(() => {
    server = fakeServer.create();
  });

  afterEach(async () => {
    if (root) await removeFixture(root);
    server.restore();
    sinon.restore();
  });

  describe('refresh', () => {
    let clock: sinon.SinonFakeTimers;

    beforeEach(async () => {
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      root = await mountFixture(`
          <div id="box"><fg-test-widget id="w" refresh-event="basketChanged" process-state-token="t1"
            call-pu-after-process-state-token-refresh pu-target="summary"></fg-test-widget></div>
          <div id="summary"></div>`);
    });

    afterEach(() => clock.restore());

    const targets = () =>
      server.requests.map((request) => new URL(request.url, location.origin).searchParams.get('_pu_target'));

    it('refreshes its own id COMPONENT_REFRESH_DELAY_MS (2 ms) after a matching push event', () => {
      emit(document, 'fg:push', { event: 'basketChanged' });
      emit(document, 'fg:push', { event: 'basketChanged' });
      clock.tick(1);
      expect(server.requests).to.have.length(0);
      clock.tick(1);
      expect(targets()).to.deep.equal(['w']);
      expect(server.requests[0]!.requestHeaders['PU-UI-Event']).to.equal(undefined);
    });

    it('ignores push events of another name', () => {
      emit(document, 'fg:push', { event: 'somethingElse' });
      clock.tick(10);
      expect(server.requests).to.have.length(0);
    });

    it('does not refresh while inside a container that is being updated', () => {
      root.querySelector('#box')?.setAttribute('aria-busy', 'true');
      emit(document, 'fg:push', { event: 'basketChanged' });
      clock.tick(10);
      expect(server.requests).to.have.length(0);
    });

    it('shows process-state message and progress, and refreshes when progress reaches 100', async () => {
      await inAct(() =>
        emit(document, 'fg:process-state', { token: 't1', message: 'Importing', progress: 40 }),
      );
      const status = root.querySelector('[role="status"]');
      expect(status?.textContent).to.contain('Importing');
      expect((status?.querySelector('progress') as HTMLProgressElement | null)?.value).to.equal(40);
      clock.tick(10);
      expect(server.requests).to.have.length(0);
      await inAct(() => emit(document, 'fg:process-state', { token: 'other', message: 'x', progress: 100 }));
      clock.tick(10);
      expect(server.requests).to.have.length(0);
      await inAct(() => emit(document, 'fg:process-state', { token: 't1', message: 'Done', progress: 100 }));
      clock.tick(2);
      expect(targets()).to.deep.equal(['w']);
      server.requests[0]!.respond(
        200,
        { 'Content-Type': 'text/html' },
        '<div id="w" pu-target="summary"></div>',
      );
      await flushMicrotasks();
      await flushMicrotasks();
      expect(targets()).to.deep.equal(['w', 'summary']);
    });
  });
});
