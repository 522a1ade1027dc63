import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1, 128 MiB a hash. */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** scrypt needs about 128·N·r bytes (128 MiB at today's cost). */
function memoryOf(cost: ScryptCost): number {
  return 128 * cost.N * cost.r;
}

/** A stored hash asking for more memory than twice today's cost is refused rather than run. */
const MAX_STORED_MEMORY = 2 * memoryOf(SCRYPT_COST);
const MAX_STORED_P = 16;

// Node refuses above `maxmem` (32 MiB by default); twice the need leaves room for its bookkeeping.
function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: 2 * memoryOf(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hash a password with scrypt; the result reads `scrypt$N$r$p$salt$key` (base64 parts). The cost
 * travels in the hash, so raising SCRYPT_COST leaves every stored hash verifiable.
 */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash {
  readonly cost: ScryptCost;
  readonly salt: Buffer;
  readonly key: Buffer;
}

/** A positive whole number written plainly, else 0. */
function whole(text: string | undefined): number {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
}

/** The parts of a stored hash, or null when it is malformed or asks for an unreasonable cost. */
function parseStoredHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  const cost = { N: whole(n), r: whole(r), p: whole(p) };
  const powerOfTwo = cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  const bounded = memoryOf(cost) <= MAX_STORED_MEMORY && cost.p <= MAX_STORED_P;
  if (scheme !== 'scrypt' || !powerOfTwo || !cost.r || !cost.p || !bounded || !salt || !key || rest.length) {
    return null;
  }
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Compare in constant time; a malformed stored hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** True when the hash was made with a cost below today's: a successful login stores it anew. */
export function needsRehash(stored: string): boolean {
  const cost = parseStoredHash(stored)?.cost;
  return !cost || cost.N < SCRYPT_COST.N || cost.r < SCRYPT_COST.r || cost.p < SCRYPT_COST.p;
}
