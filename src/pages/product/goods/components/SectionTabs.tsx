import { useEffect, useRef, useState } from 'react'
import Taro, { usePageScroll } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import { currentSection, scrollTargetOf, SECTION_ANCHOR, SECTIONS, TABS_SHOW_AT, type Section } from '../sections'

const LABEL: Record<Section, TKey> = { goods: 'product.tab.goods', reviews: 'product.tab.reviews', detail: 'product.tab.detail' }
/** the bar's height in px at 375 px width (88 rpx) */
const BAR_PX = 44

type Tops = Partial<Record<Section, number>>

/** Page offsets of the section anchors (re-measured on every use: pictures load and move them). */
function measure (): Promise<Tops> {
  return new Promise((resolve) => {
    try {
      query(resolve)
    } catch {
      // no page to query (not mounted yet): nothing measured, the tabs fall back to the top
      resolve({})
    }
  })
}

function query (resolve: (t: Tops) => void): void {
  {
    const q = Taro.createSelectorQuery()
    for (const s of SECTIONS) q.select(`#${SECTION_ANCHOR[s]}`).boundingClientRect()
    q.selectViewport().scrollOffset()
    q.exec((res: unknown[] | null) => {
      const list = (res ?? []) as Array<{ top?: number, scrollTop?: number } | null>
      const scroll = list[SECTIONS.length]?.scrollTop ?? 0
      const tops: Tops = {}
      SECTIONS.forEach((s, i) => {
        const r = list[i]
        if (r && typeof r.top === 'number') tops[s] = r.top + scroll
      })
      resolve(tops)
    })
  }
}

/**
 * Goods / reviews / details tabs fixed at the top once the page scrolls past the gallery: the
 * section in view is highlighted, and a tap scrolls to its section.
 */
export function SectionTabs () {
  const [shown, setShown] = useState(false)
  const [active, setActive] = useState<Section>('goods')
  // while a tap's scroll runs, the scroll events must not move the highlight back and forth
  const jumping = useRef<ReturnType<typeof setTimeout> | null>(null)
  const measuring = useRef(false)

  useEffect(() => () => { if (jumping.current) clearTimeout(jumping.current) }, [])

  usePageScroll(({ scrollTop }) => {
    setShown(scrollTop > TABS_SHOW_AT)
    if (jumping.current || measuring.current) return
    measuring.current = true
    void measure().then((tops) => {
      measuring.current = false
      if (!jumping.current) setActive(currentSection(tops, scrollTop, BAR_PX))
    })
  })

  const go = async (s: Section) => {
    setActive(s)
    const tops = await measure()
    if (jumping.current) clearTimeout(jumping.current)
    jumping.current = setTimeout(() => { jumping.current = null }, 600)
    void Promise.resolve(Taro.pageScrollTo({ scrollTop: scrollTargetOf(tops, s, BAR_PX), duration: 300 })).catch(() => undefined)
  }

  return (
    <View id='goods-tabs' className={`goods-tabs ${shown ? 'goods-tabs--shown' : ''}`} aria-hidden={!shown}>
      {SECTIONS.map((s) => (
        <View key={s} id={`goods-tab-${s}`} className={`goods-tabs__item ${active === s ? 'goods-tabs__item--on' : ''}`} onClick={() => { void go(s) }}>
          <Text>{t(LABEL[s])}</Text>
        </View>
      ))}
    </View>
  )
}
