/**
 * "Import products by code" on a shopping list: one product code (or exact name) per line. A page
 * with script gets the import in the background: each line is looked up and added, and the progress
 * goes to the session's push stream as `processState` events of the list's token, so the list
 * element watching that token shows it and refreshes at 100. Without script the same work runs
 * while the request waits. The per-line delay only makes the progress visible in the demo.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { addToList, findProductByCodeOrName } from '../db/queries/lists.ts';
import type { Database } from '../db/schema.ts';
import type { Translate } from '../i18n/translate.ts';
import { listImportToken } from '../views/ListsPage.tsx';
import { PROCESS_DONE, type PushHub } from './push/push-hub.ts';
import type { SessionFollower } from './session.ts';

export const MAX_IMPORT_LINES = 100;
export const MAX_IMPORT_LINE_LENGTH = 120;
/** The push event that refreshes the user tools (their list counts) once an import has added items. */
export const USER_TOOLS_PUSH_EVENT = 'userTools';

export interface ImportOutcome {
  /** Names of the products added, in line order. */
  readonly added: readonly string[];
  /** Lines that named no product. */
  readonly notFound: readonly string[];
}

/** The form field of a text file of codes, read after the typed lines. */
export const IMPORT_FILE_FIELD = 'linesFile';

/**
 * The text of an uploaded file of codes: UTF-8 (a byte-order mark is dropped); null when it is not
 * text — invalid UTF-8, or a NUL character, which no text file holds and PostgreSQL's text refuses.
 */
export function importFileText(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
}

/** The non-empty lines of the textarea (and file), trimmed and bounded. */
export function importLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, MAX_IMPORT_LINE_LENGTH))
    .filter((line) => line !== '')
    .slice(0, MAX_IMPORT_LINES);
}

export interface ListImportsOptions {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
  readonly now: () => number;
  /** Wait before each line of a background import (0 in tests). */
  readonly itemDelayMs: number;
}

export class ListImports implements SessionFollower {
  private readonly running = new Map<number, Promise<void>>();
  /** Per running import (by list): the session its progress goes to; renamed at sign-in, gone when it ends. */
  private readonly reportingTo = new Map<number, string>();
  /**
   * Per session, per list: the outcome of a finished background import, shown once by the list's
   * next render in that session, forgotten with the session.
   */
  private readonly outcomes = new Map<string, Map<number, ImportOutcome>>();
  private readonly stopping = new AbortController();

  constructor(private readonly options: ListImportsOptions) {}

  isRunning(listId: number): boolean {
    return this.running.has(listId);
  }

  /** Imports while the caller waits (a page without script). */
  async importNow(listId: number, lines: readonly string[]): Promise<ImportOutcome> {
    return this.importLines(listId, lines, async () => {});
  }

  /**
   * Starts a background import whose progress goes to the session's push stream; returns at once.
   * If the session ends meanwhile, the import still completes but tells nobody.
   */
  start(sessionId: string, t: Translate, listId: number, lines: readonly string[]): void {
    const { push, itemDelayMs } = this.options;
    const token = listImportToken(listId);
    const total = lines.length;
    const signal = this.stopping.signal;
    this.reportingTo.set(listId, sessionId);
    const report = (state: { message: string; progress: number }) => {
      const to = this.reportingTo.get(listId);
      if (to !== undefined) push.publishProcessState(to, { token, ...state });
    };
    report({ message: t('import.started', { total }), progress: 0 });
    const job = this.importLines(listId, lines, async (done) => {
      if (done > 0) {
        const progress = Math.min(Math.floor((done / total) * 100), PROCESS_DONE - 1);
        report({ message: t('import.progress', { done, total }), progress });
      }
      if (itemDelayMs > 0) await delay(itemDelayMs, undefined, { signal });
      signal.throwIfAborted();
    })
      .then((outcome) => {
        const to = this.reportingTo.get(listId);
        if (to === undefined) return;
        this.rememberOutcome(to, listId, outcome);
        report({
          message: t('import.finished', { added: outcome.added.length, notFound: outcome.notFound.length }),
          progress: PROCESS_DONE,
        });
        push.publish(to, { event: USER_TOOLS_PUSH_EVENT });
      })
      .catch((error: unknown) => {
        // Stopped with the server: nothing more to tell anyone.
        if (signal.aborted) return;
        console.error(error);
        report({ message: t('import.failed'), progress: PROCESS_DONE });
      })
      .finally(() => {
        this.running.delete(listId);
        this.reportingTo.delete(listId);
      });
    this.running.set(listId, job);
  }

  /** The outcome of the session's last background import of the list, once. */
  takeOutcome(sessionId: string, listId: number): ImportOutcome | undefined {
    const ofSession = this.outcomes.get(sessionId);
    const outcome = ofSession?.get(listId);
    ofSession?.delete(listId);
    if (ofSession?.size === 0) this.outcomes.delete(sessionId);
    return outcome;
  }

  renameSession(from: string, to: string): void {
    for (const [listId, sessionId] of this.reportingTo)
      if (sessionId === from) this.reportingTo.set(listId, to);
    const ofSession = this.outcomes.get(from);
    if (!ofSession) return;
    this.outcomes.delete(from);
    this.outcomes.set(to, ofSession);
  }

  endSession(sessionId: string): void {
    for (const [listId, to] of this.reportingTo) if (to === sessionId) this.reportingTo.delete(listId);
    this.outcomes.delete(sessionId);
  }

  trackedSessions(): Iterable<string> {
    return new Set([...this.reportingTo.values(), ...this.outcomes.keys()]);
  }

  /** No import running and no outcome waiting to be shown. */
  isEmpty(): boolean {
    return this.running.size + this.reportingTo.size + this.outcomes.size === 0;
  }

  /** The server is closing: running imports stop between two lines, before the database closes. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled(this.running.values());
  }

  private rememberOutcome(sessionId: string, listId: number, outcome: ImportOutcome): void {
    let ofSession = this.outcomes.get(sessionId);
    if (!ofSession) {
      ofSession = new Map();
      this.outcomes.set(sessionId, ofSession);
    }
    ofSession.set(listId, outcome);
  }

  private async importLines(
    listId: number,
    lines: readonly string[],
    beforeLine: (done: number) => Promise<void>,
  ): Promise<ImportOutcome> {
    const { db, now } = this.options;
    const added: string[] = [];
    const notFound: string[] = [];
    for (const [index, line] of lines.entries()) {
      await beforeLine(index);
      const product = await findProductByCodeOrName(db, line);
      if (!product) {
        notFound.push(line);
        continue;
      }
      await addToList(db, listId, product.id, 1, now());
      added.push(product.name);
    }
    return { added, notFound };
  }
}
