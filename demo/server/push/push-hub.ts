/**
 * Server push of the demo: the open event streams of each session and what they are sent. A
 * message is JSON `{event, data}` (docs/protocol.md, "Server push"); `processState` messages carry
 * `{token, message, progress}`. The latest state of each process is remembered until a stream has
 * received its end (progress ≥ 100), so a page that connects late — a reload, an EventSource
 * reconnect, a navigation — still sees a running import and its end.
 */

export const PROCESS_STATE_EVENT = 'processState';
/** At this progress a process is done: the components watching its token refresh. */
export const PROCESS_DONE = 100;

export interface PushMessage {
  readonly event: string;
  readonly data?: unknown;
}

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

export class PushHub {
  private readonly streams = new Map<string, Set<PushStream>>();
  /** The session a stream belongs to now (sign-in renames it). */
  private readonly sessionOf = new Map<PushStream, string>();
  /** Per session, per process token: the last state not yet seen to its end by any stream. */
  private readonly processes = new Map<string, Map<string, PushMessage>>();

  /** Adds a stream of the session and sends it the remembered process states; returns its removal. */
  connect(sessionId: string, stream: PushStream): () => void {
    let streams = this.streams.get(sessionId);
    if (!streams) {
      streams = new Set();
      this.streams.set(sessionId, streams);
    }
    streams.add(stream);
    this.sessionOf.set(stream, sessionId);
    const remembered = this.processes.get(sessionId);
    for (const [token, message] of remembered ?? []) {
      stream.send(message);
      if (isDone(message)) remembered?.delete(token);
    }
    return () => this.remove(stream);
  }

  /** Sends a message to every stream of the session; returns how many got it. */
  publish(sessionId: string, message: PushMessage): number {
    const streams = [...(this.streams.get(sessionId) ?? [])];
    for (const stream of streams) stream.send(message);
    return streams.length;
  }

  /** A process state: sent now, and remembered for late streams while running or while unseen. */
  publishProcessState(sessionId: string, state: ProcessState): void {
    const message: PushMessage = { event: PROCESS_STATE_EVENT, data: state };
    const delivered = this.publish(sessionId, message);
    let remembered = this.processes.get(sessionId);
    if (isDone(message) && delivered > 0) {
      remembered?.delete(state.token);
      return;
    }
    if (!remembered) {
      remembered = new Map();
      this.processes.set(sessionId, remembered);
    }
    remembered.set(state.token, message);
  }

  /** Sign-in gives the session a new id: its streams and processes go with it. */
  renameSession(from: string, to: string): void {
    const streams = this.streams.get(from);
    if (streams) {
      this.streams.delete(from);
      this.streams.set(to, streams);
      for (const stream of streams) this.sessionOf.set(stream, to);
    }
    const processes = this.processes.get(from);
    if (processes) {
      this.processes.delete(from);
      this.processes.set(to, processes);
    }
  }

  /** The session ended (sign-out): its streams are closed and its processes forgotten. */
  endSession(sessionId: string): void {
    for (const stream of [...(this.streams.get(sessionId) ?? [])]) stream.close();
    this.streams.delete(sessionId);
    this.processes.delete(sessionId);
  }

  /** The server is closing: every stream ends, so no connection holds it open. */
  closeAll(): void {
    for (const stream of [...this.sessionOf.keys()]) stream.close();
    this.streams.clear();
    this.sessionOf.clear();
  }

  streamCount(sessionId: string): number {
    return this.streams.get(sessionId)?.size ?? 0;
  }

  private remove(stream: PushStream): void {
    const sessionId = this.sessionOf.get(stream);
    if (sessionId === undefined) return;
    this.sessionOf.delete(stream);
    const streams = this.streams.get(sessionId);
    streams?.delete(stream);
    if (streams?.size === 0) this.streams.delete(sessionId);
  }
}

function isDone(message: PushMessage): boolean {
  return ((message.data as ProcessState | undefined)?.progress ?? 0) >= PROCESS_DONE;
}
