import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/search'
import { PageShell, toast } from '@/components/PageShell'
import { Icon } from '@/components/Icon'
import { navigate } from '@/routes/navigate'
import { routeText } from '@/routes/params'
import { SearchStore } from './search/store'
import '../../components/Icon/catalog.scss'
import './search/search.scss'

/** The term with the typed part highlighted. */
function Highlight ({ text, part }: { text: string, part: string }) {
  const i = part ? text.toLowerCase().indexOf(part.toLowerCase()) : -1
  if (i < 0) return <Text>{text}</Text>
  return (
    <Text>
      {text.slice(0, i)}<Text className='search-suggest__hit'>{text.slice(i, i + part.length)}</Text>{text.slice(i + part.length)}
    </Text>
  )
}

/**
 * Search (/pages/page/search): input with clear, suggestions while typing, local history
 * (newest first, clear with confirm) and hot terms; a search opens the goods list.
 */
const Search = observer(function Search () {
  const router = useRouter()
  const { app } = useStores()
  const [store] = useState(() => new SearchStore(app.searchModules, routeText(router?.params?.keyword)))
  useEffect(() => {
    void store.loadHot()
    return () => store.dispose()
  }, [store])

  const go = (term?: string) => {
    const q = store.submit(term)
    if (!q) { toast(t('search.empty')); return }
    void navigate('pages/goodslist', { keyword: q })
  }

  const confirmClear = async () => {
    try {
      const res = await Taro.showModal({
        title: t('common.hint'), content: t('search.clearConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel'), confirmColor: '#ff448f'
      })
      if (res.confirm) store.history.clear()
    } catch { /* dismissed */ }
  }

  const typed = store.text.trim()
  const suggest = store.suggest
  const history = store.history.items

  return (
    <PageShell id='search' className='search' titleKey='search.title'>
      <View className='search__bar'>
        <View className='search__field'>
          <Icon name='search' size={15} color='#999' />
          <Input id='search-input' className='search__input' value={store.text} focus confirmType='search' maxlength={50}
            placeholder={t('search.placeholder')} placeholderClass='search__placeholder'
            onInput={(e) => store.setText(e.detail.value)} onConfirm={(e) => go(e.detail.value)}
          />
          {store.text
            ? <View id='search-clear' className='search__clear' onClick={() => store.clearText()}><Icon name='clear' size={16} color='#c8c8c8' /></View>
            : null}
        </View>
        <View id='search-submit' className='search__submit' onClick={() => go()}><Text>{t('search.submit')}</Text></View>
      </View>

      {store.typing
        ? (
          <View id='search-suggest' className='search-suggest'>
            <View className='search-suggest__item search-suggest__item--first' onClick={() => go()}>
              <Icon name='search' size={14} color='#999' />
              <Text className='search-suggest__text'>{t('search.searchFor', { q: typed })}</Text>
            </View>
            {(suggest?.categoryList ?? []).map((c) => (
              <View key={`c${c.id}`} className='search-suggest__item' onClick={() => { void navigate('pages/goodslist', { category_id: c.id }) }}>
                <Text className='search-suggest__tag'>{t('search.category')}</Text>
                <Text className='search-suggest__text'><Highlight text={c.name} part={store.suggestFor} /></Text>
                <Icon name='arrow-right' size={12} color='#ccc' />
              </View>
            ))}
            {(suggest?.searchList ?? []).map((term) => (
              <View key={`t${term}`} className='search-suggest__item' onClick={() => go(term)}>
                <Icon name='search' size={14} color='#ccc' />
                <Text className='search-suggest__text'><Highlight text={term} part={store.suggestFor} /></Text>
              </View>
            ))}
          </View>
          )
        : (
          <View className='search__panels'>
            {history.length > 0
              ? (
                <View id='search-history' className='search-panel'>
                  <View className='search-panel__head'>
                    <Text className='search-panel__title'>{t('search.history')}</Text>
                    <View id='search-history-clear' className='search-panel__action' onClick={() => { void confirmClear() }}>
                      <Icon name='del' size={16} color='#999' />
                    </View>
                  </View>
                  <View className='search-panel__chips'>
                    {history.map((term) => (
                      <View key={term} className='search-chip' onClick={() => go(term)}><Text>{term}</Text></View>
                    ))}
                  </View>
                </View>
                )
              : null}
            {store.hot.length > 0
              ? (
                <View id='search-hot' className='search-panel search-hot'>
                  <View className='search-panel__head'>
                    <Text className='search-panel__title search-hot__title'>{t('search.hot')}</Text>
                  </View>
                  <View className='search-hot__list'>
                    {store.hot.slice(0, 10).map((term, i) => (
                      <View key={term} className='search-hot__item' onClick={() => go(term)}>
                        <Text className={`search-hot__rank search-hot__rank--${i < 3 ? i + 1 : 'n'}`}>{i + 1}</Text>
                        <Text className='search-hot__term'>{term}</Text>
                        {i < 3 ? <Text className='search-hot__flag'>{t('search.hotFlag')}</Text> : null}
                      </View>
                    ))}
                  </View>
                </View>
                )
              : null}
          </View>
          )}
    </PageShell>
  )
})

export default Search
