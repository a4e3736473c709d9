import '@/i18n/domains/pay'
import { isEmail, PAY_PASSWORD } from '../../../../../types/validate'
// Payment password by e-mail (spec §5): a valid e-mail, code, password and confirmation are
// required, and the passwords must match. Returns the i18n key of the first problem, or null.

export type PayPwdProblem =
  | 'paypwd.emailInvalid' | 'paypwd.codeRequired' | 'paypwd.passwordInvalid'
  | 'paypwd.repasswordRequired' | 'paypwd.mismatch'

/** seconds before another code can be asked for */
export const CODE_COOLDOWN = 60

export function validEmail (email: string): boolean {
  return isEmail(email)
}

export function validatePayPwd (f: { email: string, code: string, password: string, repassword: string }): PayPwdProblem | null {
  if (!validEmail(f.email)) return 'paypwd.emailInvalid'
  if (!f.code.trim()) return 'paypwd.codeRequired'
  if (!PAY_PASSWORD.test(f.password)) return 'paypwd.passwordInvalid'
  if (!f.repassword) return 'paypwd.repasswordRequired'
  if (f.password !== f.repassword) return 'paypwd.mismatch'
  return null
}
