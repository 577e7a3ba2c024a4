/** The SQL of `app_secrets`: a secret is written once and then only read. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

/**
 * Stores `candidate` under `name` unless a value is there already, and returns the stored value:
 * processes starting together each offer one, and all end up with the first writer's.
 */
export async function keepSecretOnce(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
