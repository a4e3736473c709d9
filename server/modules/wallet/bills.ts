import type { BillType } from '../../../types/wallet'
import { translate, type Lang } from '../../lib/i18n'

// Bill types for people: the label of a ledger row's type in the caller's language.

export function billLabel (type: BillType, lang: Lang): string {
  return translate(lang, `bill.${type}`)
}
