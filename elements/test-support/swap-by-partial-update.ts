/** Swaps a region through a real partial update, answered by a fake server with `markup`; resolves once its components rendered. */
import { fakeServer } from 'nise';
import { partialUpdate } from '../../src/core/partial-update.ts';
import { inAct, untilRendered } from './react-act.ts';

export async function swapByPartialUpdate(id: string, markup: string): Promise<void> {
  const server = fakeServer.create();
  server.respondImmediately = true;
  server.respondWith([200, { 'Content-Type': 'text/html' }, markup]);
  try {
    await inAct(() => partialUpdate({ target: id, url: '/swap' }));
    // The components swapped in mount in slices, a task apart where the browser has no scheduler.yield.
    await untilRendered(document.getElementById(id) ?? document);
  } finally {
    server.restore();
  }
}
