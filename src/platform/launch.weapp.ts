import Taro from '@tarojs/taro'

/** Mini program: the launch query as a URL-like string (a shared page carries ?invite_code=...). */
export function launchUrl (): string {
  try {
    const { query = {}, path = '' } = Taro.getLaunchOptionsSync()
    const q = Object.entries(query as Record<string, string>)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&')
    return q ? `${path}?${q}` : path
  } catch {
    return ''
  }
}
