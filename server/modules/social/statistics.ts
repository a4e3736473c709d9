import { count, eq } from 'drizzle-orm'
import type { Statistics } from '../../../types/user'
import type { Db } from '../../db/client'
import { footprints, goodsFollows, shopFollows } from '../../db/schema'

// The social module's section of user/refresh's statistics.

/** Favourites, followed shops, footprints (coupons come with the coupon module, accountbank with the wallet's). */
export async function dynamicCounts (db: Db, userId: number): Promise<Pick<Statistics['dynamic'], 'collection' | 'concern' | 'footprint'>> {
  const n = async (p: Promise<Array<{ n: number }>>): Promise<number> => Number((await p)[0]?.n ?? 0)
  const [collection, concern, footprint] = await Promise.all([
    n(db.select({ n: count() }).from(goodsFollows).where(eq(goodsFollows.userId, userId))),
    n(db.select({ n: count() }).from(shopFollows).where(eq(shopFollows.userId, userId))),
    n(db.select({ n: count() }).from(footprints).where(eq(footprints.userId, userId)))
  ])
  return { collection, concern, footprint }
}
