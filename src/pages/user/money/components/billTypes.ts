import { BILL_TYPES, type BillType } from '../../../../../types/wallet'
import { t } from '@/i18n'
import '@/i18n/domains/wallet'

// The 18 bill types' names for the filter (ECONOMY §2); rows carry the server's own type_text.
export const BILL_TYPE_LABELS = Object.fromEntries(BILL_TYPES.map((k) => [k, () => t(`assets.billType.${k}`)])) as Record<BillType, () => string>
