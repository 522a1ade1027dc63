import assert from 'node:assert/strict';
import { constants, publicEncrypt } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { encryptValue } from '../../behaviours/encryption/encrypt-value.ts';
import { decryptField, decryptFields, EncryptedFieldError } from './decrypt-field.ts';
import { createEncryptionKeyPair, type EncryptionKeyPair, publicKeyAnswer } from './encryption-key-pair.ts';

describe('encrypted submission, server side', () => {
  let keyPair: EncryptionKeyPair;
  let otherKeyPair: EncryptionKeyPair;

  before(async () => {
    [keyPair, otherKeyPair] = await Promise.all([createEncryptionKeyPair(), createEncryptionKeyPair()]);
  });

  it('answers the public key as a JWK for RSA-OAEP-256 without any private part', () => {
    const jwk = JSON.parse(publicKeyAnswer(keyPair));
    assert.deepEqual(Object.keys(jwk).sort(), ['alg', 'e', 'kid', 'kty', 'n', 'use']);
    assert.equal(jwk.kty, 'RSA');
    assert.equal(jwk.alg, 'RSA-OAEP-256');
    assert.equal(Buffer.from(jwk.n, 'base64url').length, 256);
  });

  it("decrypts a value encrypted with node's own crypto in OAEP SHA-256 mode", () => {
    const cipher = publicEncrypt(
      { key: keyPair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('Heslo-123 žluťoučký'),
    );
    assert.equal(decryptField(cipher.toString('base64'), keyPair.privateKey), 'Heslo-123 žluťoučký');
  });

  it('decrypts what the browser code encrypts with WebCrypto and the published JWK', async () => {
    const jwk = JSON.parse(publicKeyAnswer(keyPair));
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const cipher = await encryptValue(key, 'Secret-123');
    assert.notEqual(cipher, 'Secret-123');
    assert.match(cipher, /^[A-Za-z0-9+/]+=*$/);
    assert.equal(decryptField(cipher, keyPair.privateKey), 'Secret-123');
    assert.deepEqual(
      decryptFields(
        new URLSearchParams({ 'frm.email': 'a@b.cz', 'frm.password': cipher }),
        ['frm.password'],
        keyPair.privateKey,
      ),
      {
        'frm.email': 'a@b.cz',
        'frm.password': 'Secret-123',
      },
    );
  });

  it('refuses a clear value, garbage and ciphertext of another key with a clear error', async () => {
    const jwk = JSON.parse(publicKeyAnswer(otherKeyPair));
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const foreign = await encryptValue(key, 'Secret-123');
    assert.throws(() => decryptField('Secret 123', keyPair.privateKey, 'frm.password'), {
      name: 'EncryptedFieldError',
      message:
        'Encrypted field frm.password cannot be decrypted: it is not base64 ciphertext (was it sent in clear?).',
    });
    assert.throws(() => decryptField('QUJD', keyPair.privateKey), EncryptedFieldError);
    assert.throws(() => decryptField(foreign, keyPair.privateKey, 'frm.password'), {
      message: 'Encrypted field frm.password cannot be decrypted: it was not encrypted with this server key.',
    });
  });

  it('keeps an empty value empty', () => {
    assert.equal(decryptField('', keyPair.privateKey), '');
  });
});
