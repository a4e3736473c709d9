import { sub, type Id } from './types'

// Account pages (issue 19): settings, security, profile and avatar, the sign-in pages, theme, my
// reviews, message settings.
export const accountRoutes = {
  'pages/user/setting/setting': sub('pages/user'),
  'pages/user/setting/user': sub('pages/user'),
  'pages/user/setting/notice': sub('pages/user'),
  'pages/user/setting/privacy': sub('pages/user'),
  'pages/user/setting/security': sub('pages/user'),
  'pages/user/setting/securityCenter': sub('pages/user'),
  'pages/user/setting/currency': sub('pages/user'),
  'pages/user/setting/about': sub('pages/user'),
  /** the avatar: choose, crop to a square, upload, save */
  'pages/user/portrait/portrait': sub('pages/user'),
  'pages/user/msgManagement/index': sub('pages/user'),
  'pages/user/theme': sub('pages/user'),
  'pages/user/comment/comment': sub('pages/user'),
  /** where a 401 or a protected action sends a visitor; back: the page to return to */
  'pages/user/auth/auth': sub<{ back?: string }>('pages/user'),
  /** a new account's first stop after sign-in; back: where the visitor was headed */
  'pages/user/auth/perfect': sub<{ back?: string }>('pages/user'),
  'pages/user/auth/validcode': sub('pages/user'),
  'pages/user/auth/resetEmail': sub('pages/user'),
  // the legacy phone/password pages: sign-in is by wallet or WeChat; they lead to auth
  'pages/user/auth/name': sub('pages/user'),
  'pages/user/auth/phone': sub('pages/user'),
  'pages/user/auth/register': sub('pages/user'),
  'pages/user/auth/retrieve': sub('pages/user'),
  'pages/user/auth/thirdreg': sub('pages/user'),
  'pages/user/auth/resetpwd': sub('pages/user'),
  /** a platform page of modules (edited in the admin console) */
  'pages/page/index': sub<{ id: Id }>('pages/page'),
  /** shown on losing the network; back: the page to retry */
  'pages/page/no_network': sub<{ back?: string }>('pages/page'),
  /** spec /choose-location (its H5 path: config/route-aliases.ts): pick a place */
  'pages/page/chooseLocation': sub<{ latitude?: string, longitude?: string }>('pages/page'),
  /** spec /open-location (its H5 path: config/route-aliases.ts): show a place */
  'pages/page/openLocation': sub<{ latitude?: string, longitude?: string, name?: string, address?: string }>('pages/page')
}

