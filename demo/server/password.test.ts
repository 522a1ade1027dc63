import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_USERS } from '../db/catalogue.ts';
import { hashPassword, needsRehash, SCRYPT_COST, type ScryptCost, verifyPassword } from './password.ts';
import { useTestShop, Visitor } from './test-support.ts';

/** The cost the shop hashed with before it was raised to OWASP's minimum. */
const EARLIER_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes at OWASP’s minimum for scrypt and writes the cost into the hash', async () => {
    assert.deepEqual(SCRYPT_COST, { N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery');
    assert.match(hash, /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.equal(await verifyPassword('correct horse battery', hash), true);
    assert.equal(await verifyPassword('correct horse batterY', hash), false);
    assert.equal(needsRehash(hash), false);
  });

  it('still verifies a hash made at the earlier cost, and marks it for a new hash', async () => {
    const earlier = await hashPassword('an older password', EARLIER_COST);
    assert.match(earlier, /^scrypt\$16384\$8\$1\$/);
    assert.equal(await verifyPassword('an older password', earlier), true);
    assert.equal(await verifyPassword('another password', earlier), false);
    assert.equal(needsRehash(earlier), true);
  });

  it('never verifies a malformed hash or one asking for an unreasonable cost', async () => {
    const good = await hashPassword('pw', EARLIER_COST);
    const [, , r, p, salt, key] = good.split('$');
    for (const stored of [
      '',
      'plain-text-password',
      `bcrypt$16384$${r}$${p}$${salt}$${key}`,
      `scrypt$16383$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$16384$${r}$99$${salt}$${key}`,
      `scrypt$16384$${r}$${p}$${salt}`,
      `${good}$extra`,
    ]) {
      assert.equal(await verifyPassword('pw', stored), false, stored);
      assert.equal(needsRehash(stored), true, stored);
    }
  });

  it('seeds the demo users with hashes of their documented passwords at today’s cost', async () => {
    for (const user of DEMO_USERS) {
      assert.equal(await verifyPassword(user.password, user.passwordHash), true, user.email);
      assert.equal(needsRehash(user.passwordHash), false, user.email);
    }
  });
});

describe('login with a hash of the earlier cost', () => {
  const demo = useTestShop();

  it('signs the user in and stores the password hashed at today’s cost', async () => {
    const { db } = demo.app.shop;
    await db
      .insertInto('users')
      .values({
        email: 'early@example.com',
        name: 'Early Customer',
        password_hash: await hashPassword('registered-long-ago', EARLIER_COST),
        created_at: 0,
      })
      .execute();
    const visitor = new Visitor(demo.app);
    assert.equal((await visitor.logIn('early@example.com', 'registered-long-ago', 'en')).statusCode, 303);
    assert.match((await visitor.get('/en/')).body, /Signed in as Early Customer/);
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'early@example.com')
      .executeTakeFirstOrThrow();
    assert.match(stored.password_hash, /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword('registered-long-ago', stored.password_hash), true);
    const again = new Visitor(demo.app);
    assert.equal((await again.logIn('early@example.com', 'registered-long-ago', 'en')).statusCode, 303);
  });

  it('leaves the stored hash alone after a wrong password', async () => {
    const { db } = demo.app.shop;
    const earlier = await hashPassword('the-right-one', EARLIER_COST);
    await db
      .insertInto('users')
      .values({ email: 'kept@example.com', name: 'Kept', password_hash: earlier, created_at: 0 })
      .execute();
    const visitor = new Visitor(demo.app);
    assert.equal((await visitor.logIn('kept@example.com', 'the-wrong-one', 'en')).statusCode, 401);
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'kept@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(stored.password_hash, earlier);
  });
});
