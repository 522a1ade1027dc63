/**
 * The answers of GET partial updates, kept for a click or a back/forward that asks for them again
 * (docs/morph-and-prefetch.md#prefetch). Bounded three ways: a number of answers, their bytes (a
 * string holds two bytes a character) and an age in seconds. The oldest used answer goes first.
 */
import {
  PU_ERROR_HEADER,
  PU_SESSION_EXPIRED_HEADER,
  SESSION_EXPIRED_MARKER,
} from '../../protocol/partial-update.ts';
import type { TransportResponse } from '../transport.ts';

export interface CacheBounds {
  /** Answers kept at most. */
  entries: number;
  /** Bytes of answer text kept at most (two a character). */
  bytes: number;
  /** Seconds an answer is used after it arrived. */
  ttl: number;
}

/** The defaults of docs/morph-and-prefetch.md: enough for a listing's pages and the main navigation. */
export const DEFAULT_CACHE_BOUNDS: CacheBounds = { entries: 20, bytes: 2 * 1024 * 1024, ttl: 30 };

export interface CachedAnswer {
  response: TransportResponse;
  bytes: number;
  /** Date.now() when it arrived. */
  stored: number;
}

/** The bytes an answer holds in memory: its text, two bytes a character. */
export function answerBytes(response: TransportResponse): number {
  return response.body.length * 2;
}

/**
 * Only answers the engine would swap as they are: 200 with a body, no error flag, no expired
 * session, and nothing the server forbade storing (`Cache-Control: no-store`).
 */
export function isCacheable(response: TransportResponse): boolean {
  return (
    response.status === 200 &&
    response.body.trim() !== '' &&
    response.header(PU_ERROR_HEADER) === null &&
    response.header(PU_SESSION_EXPIRED_HEADER) === null &&
    !response.body.includes(SESSION_EXPIRED_MARKER) &&
    !/(^|[\s,])no-store([\s,;]|$)/i.test(response.header('Cache-Control') ?? '')
  );
}

export class AnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  private total = 0;

  constructor(public bounds: CacheBounds = DEFAULT_CACHE_BOUNDS) {}

  get size(): number {
    return this.answers.size;
  }

  get bytes(): number {
    return this.total;
  }

  /** The fresh answer for the key (which becomes the most recently used), or undefined. */
  get(key: string): CachedAnswer | undefined {
    this.dropExpired();
    const answer = this.answers.get(key);
    if (answer) {
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** Keeps a cacheable answer, evicting the least recently used ones past the bounds. */
  put(key: string, response: TransportResponse): boolean {
    this.delete(key);
    const bytes = answerBytes(response);
    if (
      !isCacheable(response) ||
      bytes > this.bounds.bytes ||
      this.bounds.entries < 1 ||
      this.bounds.ttl <= 0
    )
      return false;
    this.answers.set(key, { response, bytes, stored: Date.now() });
    this.total += bytes;
    this.dropExpired();
    for (const [oldest] of this.answers) {
      if (this.answers.size <= this.bounds.entries && this.total <= this.bounds.bytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.total -= answer.bytes;
  }

  clear(): void {
    this.answers.clear();
    this.total = 0;
  }

  private dropExpired(): void {
    const oldest = Date.now() - this.bounds.ttl * 1000;
    for (const [key, answer] of this.answers) if (answer.stored <= oldest) this.delete(key);
  }
}
