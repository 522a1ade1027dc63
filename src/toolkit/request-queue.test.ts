import { expect } from 'chai';
import sinon from 'sinon';
import { flushPromises } from '../core/test-support/waits.ts';
import { RequestQueue } from './request-queue.ts';

/** A task whose outcome the test decides, recording whether and with which signal it started. */
interface ControlledTask<T> {
  task: (signal: AbortSignal) => Promise<T>;
  started: () => boolean;
  calls: () => number;
  signal: () => AbortSignal;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function controlledTask<T>(): ControlledTask<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  let signal: AbortSignal | null = null;
  let calls = 0;
  const settlement = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    task: (taskSignal) => {
      calls += 1;
      signal = taskSignal;
      return settlement;
    },
    started: () => calls > 0,
    calls: () => calls,
    signal: () => {
      if (!signal) throw new Error('task has not started');
      return signal;
    },
    resolve: (value) => resolve(value),
    reject: (error) => reject(error),
  };
}

type Outcome<T> = { value?: T; error?: unknown; settled: boolean };

/** Observes a promise without leaving its rejection unhandled. */
function observe<T>(promise: Promise<T>): Outcome<T> {
  const outcome: Outcome<T> = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

function expectAbortError(error: unknown): void {
  expect(error).to.be.instanceOf(DOMException);
  expect((error as DOMException).name).to.equal('AbortError');
}

describe('RequestQueue', () => {
  it('runs a task with a live signal and resolves with its result', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const result = observe(queue.run('a', a.task));
    await flushPromises();
    expect(a.started()).to.equal(true);
    expect(a.signal().aborted).to.equal(false);
    a.resolve('suggestions');
    await flushPromises();
    expect(result).to.deep.equal({ value: 'suggestions', settled: true });
  });

  it('never runs two tasks at once: a newer task waits until the running one has settled', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const b = controlledTask<string>();
    observe(queue.run('a', a.task));
    await flushPromises();
    const second = observe(queue.run('b', b.task));
    await flushPromises();
    expect(b.started(), 'b while a runs').to.equal(false);
    a.resolve('late');
    await flushPromises();
    expect(b.started(), 'b after a settled').to.equal(true);
    b.resolve('fresh');
    await flushPromises();
    expect(second).to.deep.equal({ value: 'fresh', settled: true });
  });

  it('aborts the running task when a newer one is queued: its signal fires and it rejects with AbortError', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const first = observe(queue.run('a', a.task));
    await flushPromises();
    observe(queue.run('b', controlledTask<string>().task));
    await flushPromises();
    expect(a.signal().aborted).to.equal(true);
    expect(first.settled, 'rejected before its task settles').to.equal(true);
    expectAbortError(first.error);
    a.resolve('stale');
    await flushPromises();
    expect(first.value).to.equal(undefined);
  });

  it('aborts a waiting task when a newer one is queued, without ever starting it', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const b = controlledTask<string>();
    const c = controlledTask<string>();
    observe(queue.run('a', a.task));
    const second = observe(queue.run('b', b.task));
    const third = observe(queue.run('c', c.task));
    await flushPromises();
    expectAbortError(second.error);
    a.resolve('a');
    await flushPromises();
    expect(b.started()).to.equal(false);
    expect(c.started()).to.equal(true);
    c.resolve('c');
    await flushPromises();
    expect(third.value).to.equal('c');
  });

  it('returns the same promise for a request with the key of the one in flight, and runs it once', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const first = queue.run('popup:/cs/kosik', a.task);
    const duplicate = queue.run('popup:/cs/kosik', controlledTask<string>().task);
    expect(duplicate).to.equal(first);
    const outcome = observe(duplicate);
    await flushPromises();
    expect(a.calls()).to.equal(1);
    expect(a.signal().aborted).to.equal(false);
    a.resolve('content');
    await flushPromises();
    expect(outcome.value).to.equal('content');
  });

  it('returns the same promise for a duplicate of the waiting request', async () => {
    const queue = new RequestQueue();
    const b = controlledTask<string>();
    const a = controlledTask<string>();
    observe(queue.run('a', a.task));
    const waiting = queue.run('b', b.task);
    observe(waiting);
    expect(queue.run('b', controlledTask<string>().task)).to.equal(waiting);
    a.resolve('a');
    await flushPromises();
    expect(b.calls()).to.equal(1);
  });

  it('starts a request again once the earlier one with that key has settled', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const again = controlledTask<string>();
    const first = queue.run('a', a.task);
    a.resolve('one');
    await first;
    const second = queue.run('a', again.task);
    expect(second).to.not.equal(first);
    await flushPromises();
    expect(again.started()).to.equal(true);
  });

  it('does not hand out the promise of an aborted request for its key', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const aAgain = controlledTask<string>();
    const first = queue.run('a', a.task);
    observe(first);
    observe(queue.run('b', controlledTask<string>().task));
    const third = queue.run('a', aAgain.task);
    observe(third);
    expect(third).to.not.equal(first);
    a.resolve('stale');
    await flushPromises();
    expect(aAgain.started()).to.equal(true);
  });

  it('passes a failing task its own error and goes on with the next task', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const b = controlledTask<string>();
    const failure = new Error('HTTP 500');
    const first = observe(queue.run('a', a.task));
    a.reject(failure);
    await flushPromises();
    expect(first.error).to.equal(failure);
    observe(queue.run('b', b.task));
    await flushPromises();
    expect(b.started()).to.equal(true);
  });

  it('rejects with the error a task throws synchronously', async () => {
    const queue = new RequestQueue();
    const failure = new Error('bad url');
    const outcome = observe(
      queue.run('a', () => {
        throw failure;
      }),
    );
    await flushPromises();
    expect(outcome.error).to.equal(failure);
  });

  it('abort() aborts the newest request', async () => {
    const queue = new RequestQueue();
    const a = controlledTask<string>();
    const outcome = observe(queue.run('a', a.task));
    await flushPromises();
    queue.abort();
    await flushPromises();
    expect(a.signal().aborted).to.equal(true);
    expectAbortError(outcome.error);
  });

  it('lets a typeahead deliver only the answer to its newest query when keystrokes outpace answers', async () => {
    const clock = sinon.useFakeTimers();
    try {
      const queue = new RequestQueue();
      const aborted: string[] = [];
      const answers: string[] = [];
      let running = 0;
      let mostRunning = 0;
      const fetchSuggestions = (query: string) => (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          running += 1;
          mostRunning = Math.max(mostRunning, running);
          const finish = () => {
            running -= 1;
          };
          const timer = setTimeout(() => {
            finish();
            resolve(`results for ${query}`);
          }, 100);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            finish();
            aborted.push(query);
            reject(signal.reason);
          });
        });
      for (const query of ['b', 'bo', 'bot', 'boty']) {
        queue.run(query, fetchSuggestions(query)).then(
          (answer) => answers.push(answer),
          () => {},
        );
        await clock.tickAsync(30);
      }
      await clock.tickAsync(500);
      expect(aborted).to.deep.equal(['b', 'bo', 'bot']);
      expect(answers).to.deep.equal(['results for boty']);
      expect(mostRunning).to.equal(1);
    } finally {
      clock.restore();
    }
  });
});
