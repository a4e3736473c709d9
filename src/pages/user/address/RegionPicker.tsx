import { useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { AreaNode } from '../../../../types/order'
import { t } from '@/i18n'
import '@/i18n/domains/address'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { loadAreas } from './store'

export interface RegionValue { province: string, city: string, district: string, adcode: string }

/**
 * Province → city → district in a bottom sheet (JD style: the chosen levels as tabs on top, the
 * current level's list below). The tree comes from GET common/area, cached after the first load.
 */
export function RegionPicker ({ visible, value, onClose, onChange }: {
  visible: boolean
  value: RegionValue | null
  onClose: () => void
  onChange: (v: RegionValue) => void
}) {
  const [tree, setTree] = useState<AreaNode[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [path, setPath] = useState<AreaNode[]>([])
  const [level, setLevel] = useState(0)

  const fetchTree = () => {
    setFailed(false)
    loadAreas().then(setTree).catch(() => setFailed(true))
  }
  useEffect(() => { if (visible && !tree) fetchTree() }, [visible])

  // opening: start from the current value
  useEffect(() => {
    if (!visible || !tree) return
    if (value?.adcode) {
      const p = tree.find((x) => x.name === value.province)
      const c = p?.children?.find((x) => x.name === value.city)
      const d = c?.children?.find((x) => x.code === value.adcode)
      if (p && c && d) { setPath([p, c, d]); setLevel(2); return }
    }
    setPath([])
    setLevel(0)
  }, [visible, tree])

  const options: AreaNode[] = !tree ? [] : level === 0 ? tree : (path[level - 1]?.children ?? [])

  const pick = (node: AreaNode) => {
    const next = [...path.slice(0, level), node]
    setPath(next)
    if (node.children?.length && level < 2) {
      setLevel(level + 1)
      return
    }
    const [p, c, d] = next
    // a level without children (a few cities): the city counts as its own district
    onChange({ province: p.name, city: c?.name ?? p.name, district: d?.name ?? c?.name ?? p.name, adcode: node.code })
    onClose()
  }

  const labels = [t('address.province'), t('address.city'), t('address.district')]
  return (
    <Popup visible={visible} position='bottom' round title={t('address.chooseRegion')} closeable onClose={onClose}>
      <View className='region-picker' id='region-picker'>
        <View className='region-picker__tabs'>
          {[0, 1, 2].filter((i) => i <= level).map((i) => (
            <Text key={i} className={`region-picker__tab ${i === level ? 'region-picker__tab--on' : ''}`} onClick={() => setLevel(i)}>
              {i < level || (i === level && path[i]) ? path[i]?.name : t('address.pleaseChoose')}
            </Text>
          ))}
        </View>
        {failed
          ? <View className='region-picker__state' onClick={fetchTree}><Text>{t('address.areaFailed')}</Text></View>
          : !tree
              ? <View className='region-picker__state'><LinesSkeleton rows={4} /><Text className='region-picker__loading'>{t('address.areaLoading')}</Text></View>
              : (
                <ScrollView scrollY className='region-picker__list' aria-label={labels[level]}>
                  {options.map((n) => {
                    const on = path[level]?.code === n.code
                    return (
                      <View key={n.code} className={`region-picker__item ${on ? 'region-picker__item--on' : ''}`} onClick={() => pick(n)}>
                        <Text>{n.name}</Text>
                        {on ? <Icon name='check' size={14} color='#ff448f' /> : null}
                      </View>
                    )
                  })}
                </ScrollView>
                )}
      </View>
    </Popup>
  )
}
