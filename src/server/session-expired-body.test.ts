import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SESSION_EXPIRED_MARKER } from './constants.ts';
import { sessionExpiredBody, sessionExpiredHeaders } from './session-expired-body.ts';

describe('sessionExpiredBody', () => {
  it('contains performLogin, the text the client reloads the page on', () => {
    assert.ok(sessionExpiredBody().includes(SESSION_EXPIRED_MARKER));
    assert.ok(sessionExpiredBody().includes('performLogin'));
  });

  it('links the login address of the default language, cs', () => {
    assert.match(sessionExpiredBody(), /<a href="\/qf\/cs\/ramjet\/performLogin">Přihlásit se<\/a>/);
  });

  it('links the login address of the language given', () => {
    assert.match(sessionExpiredBody('en'), /<a href="\/qf\/en\/ramjet\/performLogin">Log in<\/a>/);
  });

  it('refuses a language the shop does not have, so no text reaches the markup', () => {
    assert.throws(() => sessionExpiredBody('"><script>' as 'cs'), RangeError);
  });

  it('comes with the PU-Session-Expired header', () => {
    assert.deepEqual(sessionExpiredHeaders(), { 'PU-Session-Expired': '1' });
  });
});
