import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** A delivery address as the checkout shows and stores it; `phone` is empty when none was given. */
export interface DeliveryAddress {
  readonly name: string;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
  readonly email: string;
  readonly phone: string;
}

export async function loadDeliveryAddress(
  db: Kysely<Database>,
  sessionId: string | null,
): Promise<DeliveryAddress | null> {
  if (sessionId === null) return null;
  const row = await db
    .selectFrom('delivery_addresses')
    .select(['name', 'street', 'city', 'postal_code as postalCode', 'country', 'email', 'phone'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ?? null;
}

/** Stores the session's address, replacing the one it had (one statement, so a double post is harmless). */
export async function saveDeliveryAddress(
  db: Kysely<Database>,
  sessionId: string,
  address: DeliveryAddress,
  now: number,
): Promise<void> {
  const values = {
    name: address.name,
    street: address.street,
    city: address.city,
    postal_code: address.postalCode,
    country: address.country,
    email: address.email,
    phone: address.phone,
    updated_at: now,
  };
  await db
    .insertInto('delivery_addresses')
    .values({ session_id: sessionId, ...values })
    .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
    .execute();
}
