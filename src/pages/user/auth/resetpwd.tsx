import { LegacyAuthPage } from './components'

/** /pages/user/auth/resetpwd (legacy): sign-in is by wallet or WeChat; leads to the sign-in page. */
export default function Legacy () {
  return <LegacyAuthPage which='resetpwd' />
}
