/**
 * Server push of the demo: the open event streams of each session and what they are sent. A
 * message is JSON `{event, data}` (docs/protocol.md, "Server push"); `processState` messages carry
 * `{token, message, progress}`. The latest state of each process is remembered until a stream has
 * received its end (progress ≥ 100), so a page that connects late — a reload, an EventSource
 * reconnect, a navigation — still sees a running import and its end.
 */

import type { SessionFollower } from '../session.ts';
import { InProcessPushBus, type PushBus, type PushEnvelope, type PushMessage } from './push-bus.ts';

export const PROCESS_STATE_EVENT = 'processState';
/** At this progress a process is done: the components watching its token refresh. */
export const PROCESS_DONE = 100;
/** A visitor's tabs share a session; a few tabs is plenty, and each open stream holds a connection. */
export const MAX_STREAMS_PER_SESSION = 4;
/** Sessions are free to make, so the address caps what one client can hold open (NAT leaves room for several). */
export const MAX_STREAMS_PER_ADDRESS = 16;

/** Why a stream may not open: its session or its client address already holds its share. */
export type StreamRefusal = 'session' | 'address';

export type { PushMessage };

export interface ProcessState {
  readonly token: string;
  readonly message: string;
  readonly progress: number;
}

/** One open stream: the route writes what it is sent and ends it on close. */
export interface PushStream {
  send(message: PushMessage): void;
  close(): void;
}

/** Where an open stream belongs: its session now (sign-in renames it) and the client address it came from. */
interface StreamOwner {
  sessionId: string;
  readonly address: string;
}

/**
 * The streams this instance holds. What is published goes through the bus (push-bus.ts), so it
 * reaches the streams of the session on every instance; each hub delivers to its own.
 */
export class PushHub implements SessionFollower {
  private readonly streams = new Map<string, Set<PushStream>>();
  private readonly owners = new Map<PushStream, StreamOwner>();
  /** Open streams per client address; an address with none is not kept. */
  private readonly perAddress = new Map<string, number>();
  /** Per session, per process token: the last state not yet seen to its end by any stream. */
  private readonly processes = new Map<string, Map<string, PushMessage>>();

  constructor(private readonly bus: PushBus = new InProcessPushBus()) {
    bus.subscribe((envelope) => this.deliver(envelope));
  }

  /** Whether one more stream of the session from the address would pass the caps. */
  refusal(sessionId: string, address: string): StreamRefusal | null {
    if (this.streamCount(sessionId) >= MAX_STREAMS_PER_SESSION) return 'session';
    if ((this.perAddress.get(address) ?? 0) >= MAX_STREAMS_PER_ADDRESS) return 'address';
    return null;
  }

  /**
   * Adds a stream of the session (the caller asked `refusal` first) and sends it the remembered
   * process states; returns its removal.
   */
  connect(sessionId: string, address: string, stream: PushStream): () => void {
    let streams = this.streams.get(sessionId);
    if (!streams) {
      streams = new Set();
      this.streams.set(sessionId, streams);
    }
    streams.add(stream);
    this.owners.set(stream, { sessionId, address });
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    const remembered = this.processes.get(sessionId);
    for (const [token, message] of remembered ?? []) {
      stream.send(message);
      if (isDone(message)) remembered?.delete(token);
    }
    return () => this.remove(stream);
  }

  /** Sends a message to every stream of the session, on every instance. */
  publish(sessionId: string, message: PushMessage): void {
    this.bus.publish({ kind: 'message', sessionId, message });
  }

  /** A process state: sent now, and remembered for late streams while running or while unseen. */
  publishProcessState(sessionId: string, state: ProcessState): void {
    this.bus.publish({
      kind: 'processState',
      sessionId,
      message: { event: PROCESS_STATE_EVENT, data: state },
    });
  }

  /** Sign-in gives the session a new id: its streams and processes go with it, on every instance. */
  renameSession(from: string, to: string): void {
    this.bus.publish({ kind: 'rename', from, to });
  }

  /** The session ended (sign-out or expiry): its streams are closed and its processes forgotten, everywhere. */
  endSession(sessionId: string): void {
    this.bus.publish({ kind: 'end', sessionId });
  }

  /** What the bus brings, done to this instance's streams. */
  private deliver(envelope: PushEnvelope): void {
    if (envelope.kind === 'message') this.send(envelope.sessionId, envelope.message);
    else if (envelope.kind === 'processState') this.deliverProcessState(envelope.sessionId, envelope.message);
    else if (envelope.kind === 'rename') this.rename(envelope.from, envelope.to);
    else this.end(envelope.sessionId);
  }

  /** Sends to this instance's streams of the session; returns how many got it. */
  private send(sessionId: string, message: PushMessage): number {
    const streams = [...(this.streams.get(sessionId) ?? [])];
    for (const stream of streams) stream.send(message);
    return streams.length;
  }

  private deliverProcessState(sessionId: string, message: PushMessage): void {
    const token = (message.data as ProcessState).token;
    const delivered = this.send(sessionId, message);
    let remembered = this.processes.get(sessionId);
    if (isDone(message) && delivered > 0) {
      remembered?.delete(token);
      if (remembered?.size === 0) this.processes.delete(sessionId);
      return;
    }
    if (!remembered) {
      remembered = new Map();
      this.processes.set(sessionId, remembered);
    }
    remembered.set(token, message);
  }

  private rename(from: string, to: string): void {
    const streams = this.streams.get(from);
    if (streams) {
      this.streams.delete(from);
      this.streams.set(to, streams);
      for (const stream of streams) {
        const owner = this.owners.get(stream);
        if (owner) owner.sessionId = to;
      }
    }
    const processes = this.processes.get(from);
    if (processes) {
      this.processes.delete(from);
      this.processes.set(to, processes);
    }
  }

  private end(sessionId: string): void {
    for (const stream of [...(this.streams.get(sessionId) ?? [])]) {
      stream.close();
      this.remove(stream);
    }
    this.processes.delete(sessionId);
  }

  /** The server is closing: every stream ends, so no connection holds it open. */
  closeAll(): void {
    for (const stream of [...this.owners.keys()]) {
      stream.close();
      this.remove(stream);
    }
  }

  trackedSessions(): Iterable<string> {
    return new Set([...this.streams.keys(), ...this.processes.keys()]);
  }

  streamCount(sessionId: string): number {
    return this.streams.get(sessionId)?.size ?? 0;
  }

  /** Nothing open and nothing remembered: what the hub holds shrinks back to nothing. */
  isEmpty(): boolean {
    return this.streams.size + this.owners.size + this.perAddress.size + this.processes.size === 0;
  }

  private remove(stream: PushStream): void {
    const owner = this.owners.get(stream);
    if (owner === undefined) return;
    this.owners.delete(stream);
    const streams = this.streams.get(owner.sessionId);
    streams?.delete(stream);
    if (streams?.size === 0) this.streams.delete(owner.sessionId);
    const left = (this.perAddress.get(owner.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(owner.address, left);
    else this.perAddress.delete(owner.address);
  }
}

function isDone(message: PushMessage): boolean {
  return ((message.data as ProcessState | undefined)?.progress ?? 0) >= PROCESS_DONE;
}
