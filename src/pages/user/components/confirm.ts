import Taro from '@tarojs/taro'
import { t } from '@/i18n'

/**
 * Taro's confirm (WeChat's native one on weapp, a small DOM modal on H5) with our texts. When the
 * action itself is a "cancel", pass a cancelText that is not "取消" (e.g. "再想想").
 */
export async function confirmDialog (content: string, confirmText: string, title = t('common.hint'), cancelText = t('common.cancel')): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title, content, confirmText, cancelText, confirmColor: '#ff448f', cancelColor: '#666666' })
    return !!r?.confirm
  } catch {
    return false
  }
}
