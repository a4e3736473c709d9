import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { Icon } from '@/components/Icon'
import { t, type Lang } from '@/i18n'
import '@/i18n/domains/settings'

const OPTIONS: Array<{ lang: Lang, label: 'lang.zh' | 'lang.en' }> = [
  { lang: 'zh', label: 'lang.zh' },
  { lang: 'en', label: 'lang.en' }
]

/** Bottom sheet with the two languages; the current one is ticked. */
export function LanguagePopup ({ visible, current, onSelect, onClose }: {
  visible: boolean
  current: Lang
  onSelect: (l: Lang) => void
  onClose: () => void
}) {
  return (
    <Popup visible={visible} position='bottom' round title={t('settings.chooseLanguage')} closeable onClose={onClose}>
      <View className='lang-popup'>
        {OPTIONS.map((o) => (
          <View key={o.lang} id={`lang-${o.lang}`}
            className={`lang-popup__item ${o.lang === current ? 'lang-popup__item--active' : ''}`}
            onClick={() => onSelect(o.lang)}
          >
            <Text>{t(o.label)}</Text>
            {o.lang === current ? <Icon name='check' size={16} color='#ff448f' /> : null}
          </View>
        ))}
      </View>
    </Popup>
  )
}
