/**
 * Validation contexts that any instance sharing the secret can answer, with nothing stored: the
 * context id is a token `v1.<payload>.<mac>` — the form id, the expiry and a random nonce, signed
 * with HMAC-SHA256. A token whose signature does not match (tampered, garbled, signed with
 * another secret), that has expired or that names another form is unknown: error 01, after which
 * the page opens a new context and asks again.
 *
 * What the token cannot carry stays with the instance that saw it: a release (error 04) and a
 * running call (error 02). docs/validation.md, "Several instances", says why that is enough.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_CONTEXT_TTL_MS, DEFAULT_MAX_CONTEXTS } from './constants.ts';
import type { ContextStatus, ValidationContexts } from './validation-contexts.ts';

const VERSION = 'v1';
/** A secret shorter than the MAC itself would be the weak part. */
export const MIN_SECRET_BYTES = 32;
/** Longer ids are refused before any work: a form id is short, a token of one is about 120 characters. */
export const MAX_TOKEN_LENGTH = 512;
const MAC_BYTES = 32;

export interface SignedValidationContextsOptions {
  /** Shared by every instance (docs/deploy.md); at least 32 bytes. */
  secret: string | Buffer;
  /** How long a context answers after it was opened (ms); default one hour. */
  ttlMs?: number;
  /** At most this many releases are remembered by this instance; the oldest go first. */
  maxReleased?: number;
  now?: () => number;
}

interface Payload {
  readonly formId: string;
  readonly expiresAt: number;
  readonly nonce: string;
}

export class SignedValidationContexts implements ValidationContexts {
  private readonly secret: Buffer;
  private readonly ttlMs: number;
  private readonly maxReleased: number;
  private readonly now: () => number;
  /** Nonces of contexts released here, with their expiry (after which the token is unknown anyway). */
  private readonly released = new Map<string, number>();
  private readonly busy = new Set<string>();

  constructor(options: SignedValidationContextsOptions) {
    this.secret = Buffer.isBuffer(options.secret) ? options.secret : Buffer.from(options.secret, 'utf8');
    if (this.secret.length < MIN_SECRET_BYTES) {
      throw new RangeError(`The validation context secret must be at least ${MIN_SECRET_BYTES} bytes.`);
    }
    this.ttlMs = options.ttlMs ?? DEFAULT_CONTEXT_TTL_MS;
    this.maxReleased = options.maxReleased ?? DEFAULT_MAX_CONTEXTS;
    this.now = options.now ?? Date.now;
  }

  create(formId: string): string {
    const payload = Buffer.from(
      JSON.stringify({ f: formId, e: this.now() + this.ttlMs, n: randomBytes(12).toString('base64url') }),
    ).toString('base64url');
    return `${VERSION}.${payload}.${this.mac(payload).toString('base64url')}`;
  }

  status(id: string, formId: string): ContextStatus {
    const payload = this.verify(id);
    if (!payload || payload.formId !== formId) return 'unknown';
    return this.released.has(payload.nonce) ? 'released' : 'active';
  }

  begin(id: string): boolean {
    const payload = this.verify(id);
    if (!payload || this.busy.has(payload.nonce)) return false;
    this.busy.add(payload.nonce);
    return true;
  }

  end(id: string): void {
    const payload = this.verify(id);
    if (payload) this.busy.delete(payload.nonce);
  }

  release(id: string): void {
    const payload = this.verify(id);
    if (!payload) return;
    this.prune();
    this.released.set(payload.nonce, payload.expiresAt);
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(`${VERSION}.${payload}`).digest();
  }

  /** The payload of a token this secret signed and that has not expired; null for anything else. */
  private verify(id: string): Payload | null {
    if (typeof id !== 'string' || id.length > MAX_TOKEN_LENGTH) return null;
    const parts = id.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return null;
    const [, payload = '', mac = ''] = parts;
    const given = Buffer.from(mac, 'base64url');
    // Compared in constant time, and only the canonical spelling of the MAC counts.
    if (given.length !== MAC_BYTES || given.toString('base64url') !== mac) return null;
    if (!timingSafeEqual(given, this.mac(payload))) return null;
    let data: unknown;
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof data !== 'object' || data === null) return null;
    const { f, e, n } = data as Record<string, unknown>;
    if (typeof f !== 'string' || typeof e !== 'number' || typeof n !== 'string') return null;
    if (e <= this.now()) return null;
    return { formId: f, expiresAt: e, nonce: n };
  }

  private prune(): void {
    const now = this.now();
    for (const [nonce, expiresAt] of this.released) if (expiresAt <= now) this.released.delete(nonce);
    // Map order is insertion order: the oldest releases go first.
    for (const nonce of this.released.keys()) {
      if (this.released.size < this.maxReleased) break;
      this.released.delete(nonce);
    }
  }
}
