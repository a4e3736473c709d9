import { useRouter } from '@tarojs/taro'
import { useStores } from '@/stores'

/**
 * The creator a page is about: `?id=`, or without it the signed-in user (their own page, the
 * follow and fans lists). null: no id and nobody signed in (the page asks to log in).
 */
export function useCreatorId (): number | null {
  const raw = Number(useRouter().params.id)
  const { session } = useStores()
  if (Number.isInteger(raw) && raw > 0) return raw
  return session.isLogin && session.user !== null ? session.user.id : null
}
