import { type Kysely, sql } from 'kysely';
import { doubleType } from '../dialect.ts';

/** Where each seeded store is, for the stores map: latitude and longitude in degrees (WGS 84). */
export const SEEDED_STORE_POSITIONS: Readonly<Record<string, readonly [number, number]>> = {
  Praha: [50.0815, 14.4276],
  Brno: [49.1935, 16.611],
  Bratislava: [48.1474, 17.1085],
  Wien: [48.1966, 16.3447],
};

/** Coordinates of the stores (null for a store not yet placed: it is listed, without a marker). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').addColumn('latitude', doubleType(db)).execute();
  await db.schema.alterTable('stores').addColumn('longitude', doubleType(db)).execute();
  for (const [city, [latitude, longitude]] of Object.entries(SEEDED_STORE_POSITIONS)) {
    await sql`update stores set latitude = ${latitude}, longitude = ${longitude} where city = ${city}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('longitude').execute();
  await db.schema.alterTable('stores').dropColumn('latitude').execute();
}
