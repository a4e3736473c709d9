import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { shops, users } from '../db/schema'

// DEMO_MERCHANT_WALLET: in the demo nobody can sign in as a shop owner (the seeded accounts have no
// wallets, and merchant onboarding is not built yet). Naming a wallet makes it the demo merchant,
// so that whoever runs the demo can try the seller side — the shop's orders, shipping — with their
// own wallet.

export type MerchantBinding = 'bound' | 'shops-moved' | 'already' | 'no-merchant'

/**
 * Lets `wallet` (lower case 0x… address) sign in as the owner of the demo merchant's shop. If no
 * account has the wallet yet, the demo merchant account takes it; if one has (the wallet signed in
 * before), that account is given the demo merchant's shops. Running it again changes nothing.
 */
export async function bindDemoMerchant (db: Db, wallet: string): Promise<MerchantBinding> {
  const [merchant] = await db.select({ id: users.id, wallet: users.walletAddress }).from(users).where(eq(users.username, 'merchant'))
  if (merchant === undefined) return 'no-merchant'
  if (merchant.wallet === wallet) return 'already'
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.walletAddress, wallet))
  if (holder === undefined) {
    await db.update(users).set({ walletAddress: wallet }).where(eq(users.id, merchant.id))
    return 'bound'
  }
  const moved = await db.update(shops).set({ userId: holder.id }).where(eq(shops.userId, merchant.id)).returning({ id: shops.id })
  return moved.length > 0 ? 'shops-moved' : 'already'
}
