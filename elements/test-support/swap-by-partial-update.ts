/** Swaps a region through a real partial update, answered by a fake server with `markup`. */
import { fakeServer } from 'nise';
import { partialUpdate } from '../../src/core/partial-update.ts';
import { inAct } from './react-act.ts';

export async function swapByPartialUpdate(id: string, markup: string): Promise<void> {
  const server = fakeServer.create();
  server.respondImmediately = true;
  server.respondWith([200, { 'Content-Type': 'text/html' }, markup]);
  try {
    await inAct(() => partialUpdate({ target: id, url: '/swap' }));
  } finally {
    server.restore();
  }
}
