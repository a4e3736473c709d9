import { type PropsWithChildren, useEffect } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ConfigProvider, Dialog, Toast } from '@nutui/nutui-react-taro'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import { DIALOG_ID, TOAST_ID } from '../ids'
import './index.scss'

const theme = {
  nutuiColorPrimary: '#ff448f',
  nutuiColorPrimaryStop1: '#ff448f',
  nutuiColorPrimaryStop2: '#ff448f'
}

export interface PageShellProps {
  /** id of the page root (e2e hooks such as #home) */
  id?: string
  className?: string
  /** i18n key of the navigation bar title; set at runtime so it follows the language */
  titleKey?: TKey
  /** tab pages re-apply the tab-bar labels and their title when shown (weapp accepts it only there) */
  tab?: boolean
  /** mount the imperative Dialog instance (DIALOG_ID) */
  dialog?: boolean
}

/**
 * Wraps a page: NutUI ConfigProvider with the current locale and theme (per page, nutui-taro.md §7.5),
 * the page's Toast (and Dialog) instance, and the localised navigation-bar title.
 */
export const PageShell = observer(function PageShell (props: PropsWithChildren<PageShellProps>) {
  const { locale } = useStores()
  const lang = locale.lang
  const { titleKey, tab } = props

  const applyChrome = () => {
    // tab pages: labels and the tab page's own title (weapp refuses tab-bar calls from other pages)
    if (tab) locale.applyNativeLabels(true)
    if (titleKey) {
      try {
        const r = Taro.setNavigationBarTitle({ title: t(titleKey) }) as unknown
        if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => {})
      } catch { /* no navigation bar */ }
    }
  }
  useEffect(applyChrome, [lang, titleKey])
  useDidShow(applyChrome)

  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={theme} direction='ltr' className='page-shell'>
      <View id={props.id} className={`page lang-${lang} ${props.className ?? ''}`}>
        {props.children}
      </View>
      <Toast id={TOAST_ID} />
      {props.dialog ? <Dialog id={DIALOG_ID} /> : null}
    </ConfigProvider>
  )
})

/** Short toast on the current page (needs a mounted PageShell). */
export function toast (content: string, icon?: 'success' | 'fail' | 'loading' | 'warn') {
  Toast.show(TOAST_ID, { content, icon, duration: 1.5 } as any)
}
