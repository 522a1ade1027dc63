/**
 * The server's key pair for encrypted submission (docs/validation.md): RSA-OAEP with SHA-256. The public
 * half is answered as a JWK by the key-pair endpoint; the private half never leaves the server.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  randomUUID,
} from 'node:crypto';

/** JWK `alg` of RSA-OAEP with SHA-256; the browser imports the key for exactly this. */
export const ENCRYPTION_JWK_ALGORITHM = 'RSA-OAEP-256';
export const DEFAULT_MODULUS_BITS = 2048;

export interface PublicEncryptionJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: typeof ENCRYPTION_JWK_ALGORITHM;
  use: 'enc';
  kid: string;
}

export interface EncryptionKeyPair {
  publicJwk: PublicEncryptionJwk;
  privateKey: KeyObject;
}

/** Generates a fresh key pair (keep it for the life of the process; rotate by making a new one). */
export function createEncryptionKeyPair(modulusLength = DEFAULT_MODULUS_BITS): Promise<EncryptionKeyPair> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength }, (error, publicKey, privateKey) => {
      if (error) return reject(error);
      const { n, e } = publicKey.export({ format: 'jwk' });
      if (!n || !e) return reject(new Error('The generated public key has no modulus or exponent.'));
      resolve({
        publicJwk: { kty: 'RSA', n, e, alg: ENCRYPTION_JWK_ALGORITHM, use: 'enc', kid: randomUUID() },
        privateKey,
      });
    });
  });
}

/**
 * The key pair of a PEM private key kept by the shop: several instances behind one balancer must
 * share it, as the page may fetch the public key from one and post to another (docs/deploy.md).
 * The key id is derived from the modulus, so every instance answers the same JWK.
 */
export function encryptionKeyPairFromPem(privateKeyPem: string): EncryptionKeyPair {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'rsa') throw new TypeError('The encryption key must be an RSA key.');
  const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!n || !e) throw new TypeError('The key has no modulus or exponent.');
  const kid = createHash('sha256').update(n).digest('base64url').slice(0, 22);
  return { publicJwk: { kty: 'RSA', n, e, alg: ENCRYPTION_JWK_ALGORITHM, use: 'enc', kid }, privateKey };
}

/** Headers of the key-pair endpoint's answer. */
export const PUBLIC_KEY_ANSWER_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
} as const;

/** The body of the key-pair endpoint: the public JWK only. */
export function publicKeyAnswer(keyPair: EncryptionKeyPair): string {
  const { kty, n, e, alg, use, kid } = keyPair.publicJwk;
  return JSON.stringify({ kty, n, e, alg, use, kid });
}
