import Taro from '@tarojs/taro'
import { loginApi } from '../api/login'
import { toast } from '../api/request'
import { t } from '../i18n'
import type { LoginPlatform, LoginOutcome } from './login'

// Mini program: Taro.login gives a one-time code, the server swaps it for the WeChat session
// (code-to-session) and returns ours. Nothing prompts the user, so automatic attempts are fine.
// No ethers here: this file is in the weapp main package.

async function wechatCode (): Promise<string> {
  try {
    const res = await Taro.login()
    return res.code ?? ''
  } catch {
    return ''
  }
}

export const loginPlatform: LoginPlatform = {
  kind: 'wechat',
  async login ({ inviteCode, clientId, clientSecret }): Promise<LoginOutcome> {
    const code = await wechatCode()
    if (!code) {
      toast(t('login.wechatCodeFailed'))
      return { status: 'failed' }
    }
    try {
      const payload = await loginApi.wechat({ code, invite_code: inviteCode || undefined, client_id: clientId || undefined, client_secret: clientSecret || undefined })
      return { status: 'ok', payload, address: payload.userinfo.wallet_address ?? '' }
    } catch (error) {
      return { status: 'failed', error }
    }
  },
  currentAccount: async () => null,
  watch: () => () => undefined
}
