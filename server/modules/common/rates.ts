import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { settings } from '../../db/schema'
import { BriefCache } from '../../lib/brief-cache'
import { Decimal, amount } from '../../lib/money'

// The platform's conversion rates (ECONOMY §1): the `rates` settings row, read through this one
// module. Goods are priced in USDT; `usdt_cny` is only for showing ¥, `bbc_usdt` and `score_price`
// convert a USDT charge into BBC and points. Every payment needs them, so they are shared for
// RATES_TTL_MS per database (lib/brief-cache.ts: renewed in the background, never older than that);
// an operator's change shows within that time.

export interface RateSettings {
  /** yuan per USDT, display only */
  usdt_cny: string
  /** USDT value of one BBC */
  bbc_usdt: string
  /** USDT value of one point */
  score_price: string
}

/** ECONOMY §1 defaults, used when the row or a field is missing or not a positive number. */
export const RATE_DEFAULTS: Readonly<RateSettings> = { usdt_cny: '7.20', bbc_usdt: '0.10', score_price: '0.01' }

const RATES_TTL_MS = 5_000
const cache = new BriefCache<RateSettings>(RATES_TTL_MS, 1)

function positive (v: unknown, fallback: string): string {
  try {
    const d = new Decimal(String(v ?? fallback))
    return d.isFinite() && d.gt(0) ? amount(d) : fallback
  } catch {
    return fallback
  }
}

/** The rates in force (validated decimal strings), cached for a few seconds. */
export async function rateSettings (db: Db): Promise<RateSettings> {
  return await cache.get(db, 'rates', async () => await readRateSettings(db))
}

/** After an operator's change (admin Settings): this instance reads the row again at once. */
export function forgetRates (db: Db): void {
  cache.forget(db)
}

async function readRateSettings (db: Db): Promise<RateSettings> {
  // score_usdt: the field's name before ECONOMY named it score_price (rows written by older seeds)
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'rates')).limit(1)
  const r = row?.value as (Partial<RateSettings> & { score_usdt?: string }) | undefined
  return {
    usdt_cny: positive(r?.usdt_cny, RATE_DEFAULTS.usdt_cny),
    bbc_usdt: positive(r?.bbc_usdt, RATE_DEFAULTS.bbc_usdt),
    score_price: positive(r?.score_price ?? r?.score_usdt, RATE_DEFAULTS.score_price)
  }
}
