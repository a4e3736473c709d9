import { normalMobile } from '../../../../types/validate'

// Client-side checks of the address form (spec §5: receiver name, valid phone, region and
// detailed address are required), in the spec's order and with the server's limits
// (server/modules/address: name 1–20 characters, mainland 1[3-9]xxxxxxxxx or +international,
// detail 2–120 characters). The first failure is returned as a key of the address domain.

export interface AddressForm {
  name: string
  mobile: string
  province: string
  city: string
  district: string
  adcode: string
  address: string
}

export type AddressProblem = 'nameRequired' | 'nameTooLong' | 'mobileInvalid' | 'regionRequired' | 'detailRequired'

/** spaces and dashes are ignored, as on the server */
export function cleanMobile (v: string): string {
  return (v ?? '').replace(/[\s-]/g, '')
}

export function validateAddress (f: AddressForm): AddressProblem | null {
  const name = (f.name ?? '').trim()
  if (name === '') return 'nameRequired'
  if ([...name].length > 20) return 'nameTooLong'
  if (normalMobile(f.mobile) === null) return 'mobileInvalid'
  if (!/^\d{6}$/.test(f.adcode ?? '') || !f.province || !f.city || !f.district) return 'regionRequired'
  const detail = [...(f.address ?? '').trim()].length
  if (detail < 2 || detail > 120) return 'detailRequired'
  return null
}
