import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SegmentTab<K extends string> {
  key: K
  label: string
  /** small grey text after the label, e.g. a count */
  extra?: string
}

/**
 * A row of tabs with a pink underline under the current one (list filters, shop sections). Equal
 * widths by default; `scroll` lets many tabs keep their natural width.
 */
export function SegmentTabs<K extends string> ({ tabs, value, onChange, className = '', id }: {
  tabs: Array<SegmentTab<K>>
  value: K
  onChange: (key: K) => void
  className?: string
  id?: string
}) {
  return (
    <View id={id} className={`segment-tabs ${className}`}>
      {tabs.map((tab) => (
        <View key={tab.key} id={id ? `${id}-${tab.key}` : undefined}
          className={`segment-tabs__item ${tab.key === value ? 'segment-tabs__item--active' : ''}`}
          onClick={() => { if (tab.key !== value) onChange(tab.key) }}
        >
          <Text className='segment-tabs__label'>{tab.label}</Text>
          {tab.extra ? <Text className='segment-tabs__extra'>{tab.extra}</Text> : null}
        </View>
      ))}
    </View>
  )
}
