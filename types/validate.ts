// Validators of the contract, run by both sides: the client to answer at once, the server to decide.
// One copy, so the form and the API cannot disagree about what a valid e-mail or amount is.

/**
 * An e-mail address: the WHATWG HTML `input type=email` rule (what browsers accept), with a dot in
 * the domain required. The client once had a looser copy (`x@y..zz`, `a,b@c.com` passed it and
 * then failed on the server).
 */
export const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
/** the e-mail column's length */
export const EMAIL_MAX = 100

/** An e-mail as typed (surrounding spaces ignored) is valid. */
export function isEmail (v: string): boolean {
  const s = (v ?? '').trim()
  return s.length <= EMAIL_MAX && EMAIL.test(s)
}

/** A mainland mobile number: 1[3-9] and 9 more digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
/** An international number: + and 7–15 digits. */
export const INTERNATIONAL_MOBILE = /^\+\d{7,15}$/

/** A phone as typed, spaces and dashes removed, when it is a mainland or international mobile; else null. */
export function normalMobile (v: string): string | null {
  const m = (v ?? '').replace(/[\s-]/g, '')
  return MAINLAND_MOBILE.test(m) || INTERNATIONAL_MOBILE.test(m) ? m : null
}

/** The payment password: 6 digits (spec §5). */
export const PAY_PASSWORD = /^\d{6}$/

/** A non-negative amount as a decimal string with at most 12 integer digits and 2 decimals, e.g. "12.5" (JSON-schema pattern). */
export const AMOUNT_PATTERN = '^\\d{1,12}(\\.\\d{1,2})?$'

/** A non-negative decimal amount with at most 2 decimals and `maxIntDigits` integer digits (default: what the API accepts). */
export function isAmount (v: string, maxIntDigits = 12): boolean {
  return new RegExp(`^\\d{1,${maxIntDigits}}(\\.\\d{1,2})?$`).test(v)
}
