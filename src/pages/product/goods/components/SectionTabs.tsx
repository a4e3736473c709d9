import { useEffect, useRef, useState } from 'react'
import Taro, { usePageScroll } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import { currentSection, scrollTargetOf, SECTION_ANCHOR, SECTIONS, TABS_SHOW_AT, type Section } from '../sections'

const LABEL: Record<Section, TKey> = { goods: 'product.tab.goods', reviews: 'product.tab.reviews', detail: 'product.tab.detail' }

interface Layout {
  /** the anchors' tops in viewport px */
  tops: Partial<Record<Section, number>>
  /** the tab bar's bottom in viewport px (below Taro's navigation bar on H5) */
  barBottom: number
}

/** Where the anchors and the bar are now (re-measured on every use: pictures load and move them). */
function measure (): Promise<Layout | null> {
  return new Promise((resolve) => {
    try {
      const q = Taro.createSelectorQuery()
      for (const s of SECTIONS) q.select(`#${SECTION_ANCHOR[s]}`).boundingClientRect()
      q.select('#goods-tabs').boundingClientRect()
      q.exec((res: unknown[] | null) => {
        const list = (res ?? []) as Array<{ top?: number, bottom?: number } | null>
        const bar = list[SECTIONS.length]
        if (!bar || typeof bar.bottom !== 'number') { resolve(null); return }
        const tops: Layout['tops'] = {}
        SECTIONS.forEach((s, i) => {
          const r = list[i]
          if (r && typeof r.top === 'number') tops[s] = r.top
        })
        resolve({ tops, barBottom: bar.bottom })
      })
    } catch {
      // no page to query (not mounted yet): nothing to go by
      resolve(null)
    }
  })
}

/**
 * Goods / reviews / details tabs fixed at the top once the page scrolls past the gallery: the
 * section in view is highlighted, and a tap scrolls to its section.
 */
export function SectionTabs () {
  const [shown, setShown] = useState(false)
  const [active, setActive] = useState<Section>('goods')
  const scrollTop = useRef(0)
  // while a tap's scroll runs, the scroll events must not move the highlight back and forth
  const jumping = useRef<ReturnType<typeof setTimeout> | null>(null)
  const measuring = useRef(false)

  useEffect(() => () => { if (jumping.current) clearTimeout(jumping.current) }, [])

  usePageScroll(({ scrollTop: y }) => {
    scrollTop.current = y
    setShown(y > TABS_SHOW_AT)
    if (jumping.current || measuring.current) return
    measuring.current = true
    void measure().then((m) => {
      measuring.current = false
      if (m && !jumping.current) setActive(y > TABS_SHOW_AT ? currentSection(m.tops, m.barBottom) : 'goods')
    })
  })

  const go = async (s: Section) => {
    setActive(s)
    const m = await measure()
    if (jumping.current) clearTimeout(jumping.current)
    jumping.current = setTimeout(() => { jumping.current = null }, 600)
    const target = m ? scrollTargetOf(m.tops, s, scrollTop.current, m.barBottom) : 0
    void Promise.resolve(Taro.pageScrollTo({ scrollTop: s === 'goods' ? 0 : target, duration: 300 })).catch(() => undefined)
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
