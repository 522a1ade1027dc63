/**
 * Resolves once markup added before the call has been looked through (src/core/watch-added.ts: a
 * message a task after the mutation) and what that started has run its promises.
 */
export async function addedSeen(): Promise<void> {
  // The observer's callback was queued with the mutation: it has posted its message after this.
  await Promise.resolve();
  await nextMessage();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A message's task: after any message posted before it (fake timers do not hold it). */
export function nextMessage(): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(0);
  });
}
