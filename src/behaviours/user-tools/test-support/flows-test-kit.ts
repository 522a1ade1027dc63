/** Test support for the shop-flow behaviours (not part of the bundle). */

/**
 * Lets the engine's promise chain and event listeners run: a few task turns through a message
 * channel, which a background test page does not throttle the way it throttles timers.
 */
export async function settle(turns = 5): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
}
