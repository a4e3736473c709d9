import type { NonceResponse, SessionPayload, WalletLoginRequest, WechatLoginRequest } from '../../types/user'
import { defineApi, GET, POST } from './define'

// Login endpoints (no session yet, so a 401 must not start another login).
export const loginApi = defineApi({
  /** single-use SIWE nonce plus the domain/uri/chain the server will accept */
  nonce: GET<void, NonceResponse>('/login/nonce', { auth: false }),
  /** EIP-4361 message + personal_sign signature */
  wallet: POST<WalletLoginRequest, SessionPayload>('/login/login', { auth: false }),
  /** weapp: code from Taro.login */
  wechat: POST<WechatLoginRequest, SessionPayload>('/login/wechat', { auth: false })
})
