import sinon from 'sinon';
import { ProgressCursor } from '../progress-cursor.ts';

type CursorMethod = 'requestStarted' | 'requestFinished' | 'dispose';

/** Resolves once any cursor's `method` has run: the cursor's code arrives as a real lazy chunk. */
export function nextCursorCall(method: CursorMethod): Promise<void> {
  return new Promise((resolve) => {
    const original = ProgressCursor.prototype[method] as (this: ProgressCursor, ...args: unknown[]) => void;
    const stub = sinon.stub(ProgressCursor.prototype, method).callsFake(function (
      this: ProgressCursor,
      ...args: unknown[]
    ) {
      stub.restore();
      original.apply(this, args);
      resolve();
    });
  });
}
