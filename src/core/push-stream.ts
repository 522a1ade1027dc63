/**
 * Server push (issue: component refresh): `<fg-partial-update push-url="/events">` opens a
 * server-sent-events stream (same origin only; EventSource reconnects by itself). Each message is
 * JSON `{"event": "...", "data": ...}` and becomes `fg:push` on the document; the event
 * `processState` with data `{token, message, progress}` also becomes `fg:process-state`.
 * A document has one stream: opening another closes the one before (a controller upgraded from
 * parsed markup asks twice — attribute and connection — before either request has loaded this chunk).
 */
import { emit } from './events.ts';
import { afterPrerendering } from './prerendering.ts';
import { sameOriginUrl } from './same-origin.ts';

export const PROCESS_STATE_PUSH_EVENT = 'processState';

const openStreams = new WeakMap<Document, EventSource>();

/**
 * Opens the stream, in a prerendered page once it is shown (a connection the server holds for a visit that may never come);
 * returns the function that closes it (or cancels the wait).
 */
export function openPushStream(url: string, doc: Document = document): () => void {
  const address = sameOriginUrl(url);
  if (address === null) {
    console.error(`Push stream refused: ${url} is not on this origin.`);
    return () => {};
  }
  let close = (): void => {};
  const cancel = afterPrerendering(doc, () => {
    close = connect(address, doc);
  });
  return () => {
    cancel();
    close();
  };
}

function connect(address: URL, doc: Document): () => void {
  openStreams.get(doc)?.close();
  const source = new EventSource(address.href, { withCredentials: false });
  openStreams.set(doc, source);
  source.addEventListener('message', (message) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data as string);
    } catch {
      console.error('Push message is not JSON:', message.data);
      return;
    }
    const { event, data } = (parsed ?? {}) as { event?: unknown; data?: unknown };
    if (typeof event !== 'string') {
      console.error('Push message without an event name:', message.data);
      return;
    }
    emit(doc, 'fg:push', { event, data });
    const state = data as { token?: unknown; message?: unknown; progress?: unknown } | undefined;
    if (
      event === PROCESS_STATE_PUSH_EVENT &&
      typeof state?.token === 'string' &&
      typeof state.progress === 'number'
    ) {
      emit(doc, 'fg:process-state', {
        token: state.token,
        message: typeof state.message === 'string' ? state.message : '',
        progress: state.progress,
      });
    }
  });
  return () => {
    source.close();
    if (openStreams.get(doc) === source) openStreams.delete(doc);
  };
}
