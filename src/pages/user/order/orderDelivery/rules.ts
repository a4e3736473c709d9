import '@/i18n/domains/order'
/** Tracking numbers: 6–30 letters or digits (the server checks the same). */
export const EXPRESS_NO_RE = /^[A-Za-z0-9]{6,30}$/

export type DeliveryProblem = 'ship.carrierRequired' | 'ship.numberInvalid'

export function validateDelivery (carrier: string, no: string): DeliveryProblem | null {
  if (!carrier) return 'ship.carrierRequired'
  if (!EXPRESS_NO_RE.test(no.trim())) return 'ship.numberInvalid'
  return null
}
