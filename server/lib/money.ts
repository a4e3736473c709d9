import Decimal from 'decimal.js'

// Money is numeric in the database, Decimal in code and a string on the wire ("12.50").
Decimal.set({ precision: 40, rounding: Decimal.ROUND_HALF_UP })

export { Decimal }

export type Amount = Decimal.Value

export function dec (v: Amount | null | undefined): Decimal {
  if (v === null || v === undefined || v === '') return new Decimal(0)
  return new Decimal(v)
}

/** Wire format for prices: two decimals. */
export function money (v: Amount | null | undefined): string {
  return dec(v).toFixed(2)
}

/** Wire format for asset balances: as many decimals as needed (at least 2, at most 8). */
export function amount (v: Amount | null | undefined, maxDp = 8): string {
  const d = dec(v).toDecimalPlaces(maxDp, Decimal.ROUND_DOWN)
  return d.decimalPlaces() < 2 ? d.toFixed(2) : d.toFixed()
}
