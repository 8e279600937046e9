import 'server-only';
import { and, asc, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { decryptText, encryptText, keyring, type Keyring } from '../security/crypto';

/**
 * `keys:rotate`: re-encrypts every stored bank account number not written with the current key
 * (older key ids, and 'v1' values from before key ids) under the current key, in batches of
 * `batchSize`, each batch one transaction. The old keys must still be configured
 * (DATA_ENCRYPTION_PREVIOUS_KEYS) until this has run. Returns the number of values re-encrypted.
 * Errors: a value that no configured key decrypts stops the run (already re-encrypted batches stay).
 */
export async function rotateDataKeys(
  db: Db,
  keys: Keyring = keyring(),
  batchSize = 200,
): Promise<number> {
  let rotated = 0;
  for (;;) {
    const rows = await db
      .select({ id: applications.id, value: applications.bankAccountNoEncrypted })
      .from(applications)
      .where(
        and(
          isNotNull(applications.bankAccountNoEncrypted),
          notLike(applications.bankAccountNoEncrypted, `v2.${keys.current.id}.%`),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(batchSize);
    if (rows.length === 0) return rotated;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(applications)
          .set({ bankAccountNoEncrypted: encryptText(decryptText(row.value!, keys), keys) })
          .where(eq(applications.id, row.id));
      }
    });
    rotated += rows.length;
  }
}
