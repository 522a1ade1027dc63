/**
 * How the push hubs of several instances hear each other: what one instance publishes (a message,
 * a process state, a session renamed at sign-in or ended) goes to the bus, and every hub on the bus
 * (the publishing one too) delivers it to the streams it holds. One process alone uses the
 * in-process bus; instances sharing a PostgreSQL database use its LISTEN/NOTIFY
 * (postgres-push-bus.ts). Another broker (Redis, say) is one more class with these three methods.
 */
/** What a stream is sent: JSON `{event, data}` (docs/protocol.md, "Server push"). */
export interface PushMessage {
  readonly event: string;
  readonly data?: unknown;
}

export type PushEnvelope =
  | { readonly kind: 'message'; readonly sessionId: string; readonly message: PushMessage }
  | { readonly kind: 'processState'; readonly sessionId: string; readonly message: PushMessage }
  | { readonly kind: 'rename'; readonly from: string; readonly to: string }
  | { readonly kind: 'end'; readonly sessionId: string };

export interface PushBus {
  /** Sends to every subscriber of every instance; envelopes of one instance arrive in the order sent. */
  publish(envelope: PushEnvelope): void;
  subscribe(listener: (envelope: PushEnvelope) => void): void;
  close(): Promise<void>;
}

/** One process: delivered at once, in the caller's turn. */
export class InProcessPushBus implements PushBus {
  private readonly listeners: ((envelope: PushEnvelope) => void)[] = [];

  publish(envelope: PushEnvelope): void {
    for (const listener of this.listeners) listener(envelope);
  }

  subscribe(listener: (envelope: PushEnvelope) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {}
}
