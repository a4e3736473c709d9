import { useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { HomeSkeleton } from '@/components/Skeleton'
import { UpdateDialog } from '@/components/UpdateDialog'
import { useFirstScreenFirst } from '@/components/useFirstScreenFirst'
import { TopBar } from './index/components/TopBar'
import { OpenAdvert } from './index/components/OpenAdvert'
import { SysPopup } from './index/components/SysPopup'
import { FeedSlot } from './index/components/FeedSlot'
import { renderModule } from './index/components/renderModule'
import type { FeedHandle } from './index/components/feedSlot.types'
import './index/index.scss'

/**
 * Home tab (/pages/index): the decorated home modules from common/init, then the recommend /
 * follow feed (in place of the "likes" module, whose first page it continues).
 */
const Home = observer(function Home () {
  const { app, locale } = useStores()
  const [advertDone, setAdvertDone] = useState(false)
  const feed = useRef<FeedHandle | null>(null)
  const register = (h: FeedHandle | null) => { feed.current = h }
  const modules = app.homeModules ?? []
  // first the modules down to the first banner (the first screen's largest picture), then the rest
  const whole = useFirstScreenFirst(modules.length > 0)
  const firstBanner = modules.findIndex((m) => m.type === 'banner')
  const firstScreen = whole ? modules : modules.slice(0, firstBanner >= 0 ? firstBanner + 1 : 2)

  useReachBottom(() => { void feed.current?.loadMore() })
  usePullDownRefresh(() => {
    void Promise.allSettled([app.loadInit(), app.loadAdverts(), feed.current?.refresh()]).finally(() => { void Taro.stopPullDownRefresh() })
  })

  const searchModule = modules.find((m) => m.type === 'search')
  // server texts are Chinese: in another language the chrome uses our own dictionary
  const zh = locale.lang === 'zh'
  const placeholder = zh ? String(searchModule?.params?.placeholder ?? '') : ''
  const appName = (zh && app.config?.name) || t('home.appName')

  let body
  if (modules.length === 0 && app.loading) {
    body = <HomeSkeleton />
  } else if (modules.length === 0 && app.error) {
    body = (
      <EmptyState className='home-state' icon={<Icon name='failure' size={40} />} title={t('home.errorTitle')}
        description={t('home.errorDesc')} actionText={t('home.retry')} actionId='home-retry'
        onAction={() => { void app.loadInit(); void app.loadAdverts() }}
      />
    )
  } else if (modules.length === 0) {
    body = (
      <EmptyState className='home-state' icon={<Icon name='store' size={40} />} title={t('home.emptyTitle')}
        description={t('home.emptyDesc')} actionText={t('home.retry')} actionId='home-retry'
        onAction={() => { void app.loadInit() }}
      />
    )
  } else {
    body = firstScreen.map((m) => (m.type === 'likes' ? <FeedSlot key={m.id} module={m} register={register} /> : renderModule(m)))
    if (whole && !modules.some((m) => m.type === 'likes')) body.push(<FeedSlot key='feed' module={null} register={register} />)
  }

  return (
    <PageShell id='home' className='home' tab>
      <TopBar appName={appName} placeholder={placeholder} />
      <View className='home-body'>
        <View className='home-hero-bg' />
        <View className='home-modules'>{body}</View>
      </View>
      <OpenAdvert onDone={() => setAdvertDone(true)} />
      <SysPopup ready={advertDone} />
      <UpdateDialog />
    </PageShell>
  )
})

export default Home
