/**
 * Validation contexts kept by the server, one per rendered form: the handshake opens one, a
 * finished form releases it, and at most one call per context runs at a time. What the store
 * says decides the error codes: unknown → 01, released → 04, busy → 02.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_CONTEXT_TTL_MS, DEFAULT_MAX_CONTEXTS } from './constants.ts';
import type { ContextStatus, ValidationContexts } from './validation-contexts.ts';

export type { ContextStatus } from './validation-contexts.ts';

interface Context {
  formId: string;
  released: boolean;
  busy: boolean;
  lastUsed: number;
}

export interface ValidationContextStoreOptions {
  ttlMs?: number;
  maxContexts?: number;
  now?: () => number;
}

export class ValidationContextStore implements ValidationContexts {
  private readonly contexts = new Map<string, Context>();
  private readonly ttlMs: number;
  private readonly maxContexts: number;
  private readonly now: () => number;

  constructor(options: ValidationContextStoreOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_CONTEXT_TTL_MS;
    this.maxContexts = options.maxContexts ?? DEFAULT_MAX_CONTEXTS;
    this.now = options.now ?? Date.now;
  }

  /** Opens a context for a form; the id goes into the page (`data-validate-context`) or a handshake answer. */
  create(formId: string): string {
    this.prune();
    const id = randomUUID();
    this.contexts.set(id, { formId, released: false, busy: false, lastUsed: this.now() });
    return id;
  }

  /** The context's state for a call of `formId`: a context of another form counts as unknown. */
  status(id: string, formId: string): ContextStatus {
    const context = this.live(id);
    if (!context || context.formId !== formId) return 'unknown';
    return context.released ? 'released' : 'active';
  }

  /** Marks the start of a call; false when one is already running (answer error 02). */
  begin(id: string): boolean {
    const context = this.live(id);
    if (!context || context.busy) return false;
    context.busy = true;
    context.lastUsed = this.now();
    return true;
  }

  end(id: string): void {
    const context = this.contexts.get(id);
    if (context) context.busy = false;
  }

  /** The form was sent and its state dropped: later calls are answered with error 04. */
  release(id: string): void {
    const context = this.contexts.get(id);
    if (context) context.released = true;
  }

  get size(): number {
    return this.contexts.size;
  }

  private live(id: string): Context | undefined {
    const context = this.contexts.get(id);
    if (context && this.now() - context.lastUsed > this.ttlMs) {
      this.contexts.delete(id);
      return undefined;
    }
    return context;
  }

  private prune(): void {
    const now = this.now();
    for (const [id, context] of this.contexts) {
      if (now - context.lastUsed > this.ttlMs) this.contexts.delete(id);
    }
    // Map order is insertion order: the oldest contexts go first.
    for (const id of this.contexts.keys()) {
      if (this.contexts.size < this.maxContexts) break;
      this.contexts.delete(id);
    }
  }
}
