import assert from 'node:assert/strict';
import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { describe, it } from 'node:test';
import { decryptField } from './decrypt-field.ts';
import { encryptionKeyPairFromPem, publicKeyAnswer } from './encryption-key-pair.ts';

describe('encryptionKeyPairFromPem', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

  it('gives every instance loading the same key the same public answer, and each decrypts for the others', () => {
    const first = encryptionKeyPairFromPem(pem);
    const second = encryptionKeyPairFromPem(pem);
    assert.equal(publicKeyAnswer(first), publicKeyAnswer(second));
    const jwk = JSON.parse(publicKeyAnswer(first));
    const ciphertext = publicEncrypt(
      {
        key: createPublicKey({ key: jwk, format: 'jwk' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from('secret password'),
    ).toString('base64');
    assert.equal(decryptField(ciphertext, second.privateKey, 'frm.password'), 'secret password');
  });

  it('refuses a key that is not RSA', () => {
    const { privateKey: ec } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    assert.throws(
      () => encryptionKeyPairFromPem(ec.export({ format: 'pem', type: 'pkcs8' }).toString()),
      TypeError,
    );
  });
});
