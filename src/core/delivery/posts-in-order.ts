/**
 * POSTs to one address leave one after another (docs/flows.md, "Nothing lost"). A change sent
 * while the previous one to the same address is still on the wire waits for that one's answer, so
 * the server takes them in the order the shopper made them and stores the newest; of the changes
 * waiting, only the newest is sent (the engine has aborted the older: newest wins). A POST that has
 * left is never cut off — the server acts on it anyway — and the engine's abort only drops its
 * answer. An identical POST (same address, same body) made while one is on the wire is not sent
 * again: a double click adds once, and it is given the answer of the one in flight.
 */
import { AbortedError } from '../errors.ts';
import type { TransportRequest, TransportResponse } from '../transport.ts';

/** A send as the engine calls it; `rest` (the update's settings, say) is passed on as it is. */
export type Send<Rest extends unknown[] = unknown[]> = (
  request: TransportRequest,
  signal: AbortSignal,
  label: string,
  ...rest: Rest
) => Promise<TransportResponse>;

interface Post {
  body: string | null;
  answer: Promise<TransportResponse>;
  /** Sent (`now`): the server has it or will. A waiting one is only ever replaced by a newer change. */
  left: { now: boolean };
}

export class PostsInOrder<Rest extends unknown[]> {
  /** Per address, the newest POST that left or is waiting to leave, until it settles. */
  private readonly last = new Map<string, Post>();

  constructor(private readonly next: Send<Rest>) {}

  send(
    request: TransportRequest,
    signal: AbortSignal,
    label: string,
    ...rest: Rest
  ): Promise<TransportResponse> {
    if (request.method !== 'POST') return this.next(request, signal, label, ...rest);
    const address = request.url.href;
    const body = bodyText(request.body);
    const before = this.last.get(address);
    if (before?.left.now && body !== null && before.body === body)
      return untilAnswerOrAbort(before.answer, signal, label);
    const left = { now: false };
    // Sent with a signal of its own: once the request has left, nothing cuts it off.
    const leave = () => {
      left.now = true;
      return this.next(request, new AbortController().signal, label, ...rest);
    };
    const post: Post = { body, answer: leaveAfter(before?.answer, leave, signal, label), left };
    this.last.set(address, post);
    const forget = () => this.last.get(address) === post && this.last.delete(address);
    post.answer.then(forget, forget);
    return untilAnswerOrAbort(post.answer, signal, label);
  }
}

/** Leaves at once when nothing is on the wire (synchronously), else once the one before has settled. */
function leaveAfter(
  before: Promise<unknown> | undefined,
  leave: () => Promise<TransportResponse>,
  signal: AbortSignal,
  label: string,
): Promise<TransportResponse> {
  if (!before) return leave();
  const settled = before.then(
    () => undefined,
    () => undefined,
  );
  return settled.then(() => {
    if (signal.aborted) throw new AbortedError(label);
    return leave();
  });
}

function untilAnswerOrAbort(
  answer: Promise<TransportResponse>,
  signal: AbortSignal,
  label: string,
): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new AbortedError(label));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The body as text, to tell a repeat; null for a body with files (never taken for a repeat). */
function bodyText(body: TransportRequest['body']): string | null {
  if (body === null) return '';
  if (body instanceof URLSearchParams) return body.toString();
  const pairs = new URLSearchParams();
  for (const [name, value] of body) {
    if (typeof value !== 'string') return null;
    pairs.append(name, value);
  }
  return pairs.toString();
}
