import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rows } from './sql'

// The platform's own account: it holds the day's dividend pool and takes what rounding leaves of a
// share-out (ECONOMY.md §3.6: "remainders to the platform account, ledgered"). A users row with
// status 'system' — no wallet, no sign-in, never anyone's inviter, never in a chain.

/** Its invite code: lower-case, which no typed code matches (they are upper-cased), and unique. */
export const PLATFORM_CODE = '~platform'

export async function platformAccountId (db: Db): Promise<number> {
  // every settlement asks: a read of the unique index, and the insert only the first time
  const find = async (): Promise<number | undefined> => (await rows<{ id: number }>(db, sql`select id from users where invite_code = ${PLATFORM_CODE}`))[0]?.id
  const found = await find()
  if (found !== undefined) return found
  // two instances creating it at once keep one row (the invite code is unique)
  await db.execute(sql`insert into users (username, nickname, invite_code, status, join_time)
    values ('platform', '平台', ${PLATFORM_CODE}, 'system', 0) on conflict do nothing`)
  return (await find())!
}
