/** Loads the server's public key (a JWK) from the same-origin key-pair endpoint, once per address. */

import { originRelativeAddress, sameOriginUrl } from '../../core/same-origin.ts';
import { subtleCrypto } from './encrypt-value.ts';
import { ForeignKeyUrlError, PublicKeyUnavailableError } from './errors.ts';
import { ENCRYPTION_ALGORITHM, JWK_ALGORITHM, MIN_MODULUS_BITS } from './key-algorithm.ts';

const keys = new Map<string, Promise<CryptoKey>>();

function getJson(address: URL, url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', address.href);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(new PublicKeyUnavailableError(url, `HTTP ${xhr.status}`));
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new PublicKeyUnavailableError(url, 'the answer is not JSON'));
      }
    };
    xhr.onerror = () => reject(new PublicKeyUnavailableError(url, 'no answer'));
    xhr.send();
  });
}

/** Checks the JWK is an RSA public key for RSA-OAEP-256 and nothing more. */
function readPublicJwk(url: string, value: unknown): JsonWebKey {
  if (typeof value !== 'object' || value === null) throw new PublicKeyUnavailableError(url, 'not a JWK');
  const jwk = value as Record<string, unknown>;
  if (jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string') {
    throw new PublicKeyUnavailableError(url, 'not an RSA public key');
  }
  if ('d' in jwk) throw new PublicKeyUnavailableError(url, 'the endpoint exposes a private key');
  if (jwk.alg !== undefined && jwk.alg !== JWK_ALGORITHM) {
    throw new PublicKeyUnavailableError(url, `algorithm ${String(jwk.alg)} instead of ${JWK_ALGORITHM}`);
  }
  return { kty: 'RSA', n: jwk.n, e: jwk.e, alg: JWK_ALGORITHM, ext: true };
}

async function importPublicKey(address: URL): Promise<CryptoKey> {
  const subtle = subtleCrypto();
  const url = originRelativeAddress(address);
  const jwk = readPublicJwk(url, await getJson(address, url));
  let key: CryptoKey;
  try {
    key = await subtle.importKey('jwk', jwk, ENCRYPTION_ALGORITHM, false, ['encrypt']);
  } catch {
    throw new PublicKeyUnavailableError(url, 'the key cannot be imported');
  }
  if ((key.algorithm as RsaHashedKeyAlgorithm).modulusLength < MIN_MODULUS_BITS) {
    throw new PublicKeyUnavailableError(url, `the key is shorter than ${MIN_MODULUS_BITS} bits`);
  }
  return key;
}

/** The public key at `address` (resolved against the page, same origin only); failures are not cached. */
export function loadPublicKey(address: string, base: Location | URL = window.location): Promise<CryptoKey> {
  const url = sameOriginUrl(address, base.href, base.origin);
  if (url === null) return Promise.reject(new ForeignKeyUrlError(address));
  url.hash = '';
  let key = keys.get(url.href);
  if (!key) {
    key = importPublicKey(url);
    keys.set(url.href, key);
    key.catch(() => keys.delete(url.href));
  }
  return key;
}
