import { Text, View } from '@tarojs/components'
import { Icon } from '@/components/Icon'
import { getNavInsets } from '@/components/NavInsets'
import { navigate } from '@/routes/navigate'
import { t } from '@/i18n'

/** Pink top bar of the home page (custom navigation): app name and the search entry. */
export function TopBar ({ appName, placeholder }: { appName: string, placeholder?: string }) {
  const { statusBar, barHeight, capsuleRight } = getNavInsets()
  return (
    <View className='home-topbar' style={{ paddingTop: `${statusBar}px` }}>
      <View className='home-topbar__row' style={{ height: `${barHeight}px`, paddingRight: `${capsuleRight}px` }}>
        <Text className='home-topbar__name'>{appName}</Text>
        <View id='home-search' className='home-topbar__search' onClick={() => { void navigate('pages/page/search') }}>
          <Icon name='search' size={14} color='#999' />
          <Text className='home-topbar__placeholder'>{placeholder || t('home.searchPlaceholder')}</Text>
          <Text className='home-topbar__search-btn'>{t('home.search')}</Text>
        </View>
      </View>
    </View>
  )
}
