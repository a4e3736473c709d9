import Taro from '@tarojs/taro'
import { toast } from '../api/request'
import { t } from '../i18n'

/** Mini program: the system copies; our toast replaces WeChat's default one in the current language. */
export async function copyText (text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    toast(t('copy.success'))
    return true
  } catch {
    toast(t('copy.failed'))
    return false
  }
}
