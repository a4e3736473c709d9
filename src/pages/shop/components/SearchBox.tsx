import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/shop'
import { Icon } from '@/components/Icon'

/** Search within a shop: a rounded field with a search button; submits the trimmed word. */
export function SearchBox ({ initial = '', onSearch, className = '', id }: {
  initial?: string
  onSearch: (word: string) => void
  className?: string
  id?: string
}) {
  const [word, setWord] = useState(initial)
  const submit = () => onSearch(word.trim())
  return (
    <View id={id} className={`shop-search ${className}`}>
      <Icon name='search' size={14} color='#999' />
      <Input className='shop-search__input' value={word} placeholder={t('shop.searchPlaceholder')}
        placeholderClass='shop-search__placeholder' confirmType='search'
        onInput={(e) => setWord(e.detail.value)} onConfirm={submit}
      />
      <Text className='shop-search__btn' onClick={submit}>{t('shop.search')}</Text>
    </View>
  )
}
