import { t } from '@/i18n'
import '@/i18n/domains/order'
import { orderApi } from '@/api/order'
import { toast } from '@/components/PageShell'
import { navigate } from '@/routes/navigate'
import { confirmDialog } from '../../components/confirm'
import type { OrderAction } from '../rules'

const CONFIRM_TEXT = {
  cancel: () => t('order.confirmCancel'),
  confirm: () => t('order.confirmReceipt'),
  delete: () => t('order.confirmDelete')
}

/**
 * Runs one order action: navigations for pay/review/logistics/ship, and confirm → call → toast for
 * cancel, confirm receipt and delete. Resolves true when the order changed on the server. `group`:
 * a group order, whose review, tracking and payment open the group pages.
 */
export async function runOrderAction (action: OrderAction, id: number, group = false): Promise<boolean> {
  // group orders (issue 18) open the group pages, which wrap the same ones
  switch (action) {
    case 'pay': void navigate('pages/user/money/pay', { order_ids: [id], groups: group ? 1 : undefined }); return false
    case 'comment': void navigate(group ? 'pages/apps/groups/order/comment' : 'pages/user/order/comment', { id }); return false
    case 'logistics': void navigate(group ? 'pages/apps/groups/order/logistics' : 'pages/user/order/logistics', { id }); return false
    case 'deliver': void navigate('pages/user/order/orderDelivery', { id }); return false
    default: break
  }
  // cancelling an order: the dialog's way out must not also read "取消" ("再想想 / 取消订单")
  const keep = action === 'cancel' ? t('order.keepOrder') : undefined
  if (!await confirmDialog(CONFIRM_TEXT[action](), t(`order.action.${action}`), undefined, keep)) return false
  try {
    if (action === 'cancel') await orderApi.cancel({ id })
    else if (action === 'confirm') await orderApi.confirm({ id })
    else await orderApi.remove({ id })
  } catch {
    return false
  }
  toast(t(`order.done.${action}`), 'success')
  return true
}
