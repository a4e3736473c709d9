import Taro from '@tarojs/taro'
import { t } from '@/i18n'

/** Taro's confirm (WeChat's native one on weapp, a small DOM modal on H5) with our texts. */
export async function confirmCart (content: string, confirmText: string): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title: t('common.hint'), content, confirmText, cancelText: t('common.cancel'), confirmColor: '#ff448f', cancelColor: '#666666' })
    return !!r?.confirm
  } catch {
    return false
  }
}
