/**
 * A task later, through a MessageChannel: a timer's clamping (4 ms once nested) does not delay it,
 * a fake clock does not hold it, and a page in a background tab (timers throttled to one a second)
 * does not slow it. Every promise reaction queued before it has run.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
