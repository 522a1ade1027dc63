import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { DatabaseAttemptLimiter } from './database-attempt-limiter.ts';
import { createTestDatabase } from './test-support.ts';

describe('attempt counters in the shared database', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  before(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = await openDatabase(database.options.databaseUrl || database.options.databasePath);
  });
  after(async () => {
    await db.destroy();
    await drop();
  });

  it('counts the attempts of two instances together and refuses past the limit until the window ends', async () => {
    let clock = 1_000_000;
    const limit = { max: 3, windowMs: 60_000 };
    const first = new DatabaseAttemptLimiter(db, 'login', limit, () => clock);
    const second = new DatabaseAttemptLimiter(db, 'login', limit, () => clock);
    assert.deepEqual(
      [await first.hit('a'), await second.hit('a'), await first.hit('a')],
      [0, 0, 0],
      'three attempts pass, wherever they land',
    );
    clock += 15_000;
    assert.equal(await second.hit('a'), 45, 'the fourth waits for the rest of the window');
    assert.equal(await first.hit('b'), 0, 'another key counts on its own');
    clock += 45_000;
    assert.equal(await first.hit('a'), 0, 'a new window starts again at one');
  });

  it('keeps the counters of different limits apart', async () => {
    const limit = { max: 1, windowMs: 60_000 };
    const login = new DatabaseAttemptLimiter(db, 'loginPerAddress', limit, () => 5_000_000);
    const registration = new DatabaseAttemptLimiter(db, 'registrationPerAddress', limit, () => 5_000_000);
    assert.equal(await login.hit('192.0.2.1'), 0);
    assert.equal(await registration.hit('192.0.2.1'), 0);
    assert.equal(await login.hit('192.0.2.1'), 60);
  });

  it('counts parallel attempts each once', async () => {
    const limit = { max: 10, windowMs: 60_000 };
    const limiters = [0, 1].map(() => new DatabaseAttemptLimiter(db, 'parallel', limit, () => 9_000_000));
    const waits = await Promise.all(
      Array.from({ length: 14 }, (_, index) => limiters[index % 2]!.hit('same address')),
    );
    assert.equal(waits.filter((wait) => wait === 0).length, 10, 'exactly the limit passes');
    assert.equal(waits.filter((wait) => wait === 60).length, 4);
  });

  it('deletes windows that have passed', async () => {
    let clock = 20_000_000;
    const limiter = new DatabaseAttemptLimiter(db, 'sweep', { max: 5, windowMs: 1000 }, () => clock);
    await limiter.hit('one');
    await limiter.hit('two');
    clock += 1000;
    await limiter.hit('three');
    const keys = await db
      .selectFrom('attempt_counters')
      .select('key')
      .where('key', 'like', 'sweep:%')
      .orderBy('key')
      .execute();
    assert.deepEqual(
      keys.map((row) => row.key),
      ['sweep:three'],
    );
  });
});
