import type { Db } from '../db/client'
import { isRefusal, type Refusal } from './envelope'

/** Carries a refusal out of a transaction callback so the transaction rolls back. */
class RolledBack extends Error {
  constructor (readonly refusal: Refusal) {
    super(refusal.refusal)
  }
}

/**
 * Runs fn in a transaction (a savepoint when db is already one). A refusal returned by fn rolls
 * everything back and is returned as the value: a refused checkout or payment changes nothing.
 */
export async function inTransaction<T> (db: Db, fn: (tx: Db) => Promise<T | Refusal>): Promise<T | Refusal> {
  try {
    return await db.transaction(async (tx) => {
      const result = await fn(tx as unknown as Db)
      if (isRefusal(result)) throw new RolledBack(result)
      return result
    }) as T
  } catch (err) {
    if (err instanceof RolledBack) return err.refusal
    throw err
  }
}
