import Taro from '@tarojs/taro'
import { t } from '@/i18n'

/** Taro's confirm (WeChat's native one on weapp, a small DOM modal on H5) with our texts. */
export async function confirmDialog (content: string, confirmText: string, title = t('common.hint')): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title, content, confirmText, cancelText: t('common.cancel'), confirmColor: '#ff448f', cancelColor: '#666666' })
    return !!r?.confirm
  } catch {
    return false
  }
}
