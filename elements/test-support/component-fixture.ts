/**
 * The set-up every component test shares: a fake server for the partial updates a component
 * runs, optionally fake timers, the markup mounted inside act() before each test and removed
 * (and its React root disposed) after it. Call it inside `describe`.
 */
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { inTest } from '../../src/core/test-support/in-test.ts';
import { mountFixture, pressInAct, removeFixture } from './react-act.ts';

export interface ComponentFixture {
  /** The element holding this test's markup. */
  readonly root: HTMLElement;
  readonly server: FakeServer;
  /** Fake setTimeout/clearTimeout; only with `fakeTimers: true`. */
  readonly clock: sinon.SinonFakeTimers;
  /** The addresses of the requests sent so far. */
  sent(): URL[];
  /** A keydown on `target`, rendered. */
  key(target: Element, name: string, init?: KeyboardEventInit): Promise<void>;
}

export function componentFixture(markup: string, options: { fakeTimers?: boolean } = {}): ComponentFixture {
  let root: HTMLElement | undefined;
  let server: FakeServer | undefined;
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(async () => {
    server = fakeServer.create();
    if (options.fakeTimers) {
      // biome-ignore lint/correctness/useHookAtTopLevel: sinon's useFakeTimers is not a React hook.
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    }
    root = await mountFixture(markup);
  });

  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    if (root) await removeFixture(root);
    server?.restore();
    sinon.restore();
  });

  return {
    get root() {
      return inTest(root, 'componentFixture: root');
    },
    get server() {
      return inTest(server, 'componentFixture: server');
    },
    get clock() {
      return inTest(clock, 'componentFixture: clock (pass fakeTimers: true)');
    },
    sent: () =>
      inTest(server, 'componentFixture: server').requests.map(
        (request) => new URL(request.url, location.origin),
      ),
    key: pressInAct,
  };
}
