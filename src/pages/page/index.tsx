import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { InitData } from '../../../types/common'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/account'
import { accountApi } from '@/api/account'
import { isApiError } from '@/api/errors'
import { moduleToRpx } from '@/lib/rpx'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { HomeSkeleton } from '@/components/Skeleton'
import { QuickMenu } from '@/components/QuickMenu'
import { switchTab } from '@/routes/navigate'
import { renderModule } from '../index/components/renderModule'
import '../index/index.scss'

type PageData = InitData['modulesData']['homeModules']

/**
 * A platform page of modules (/pages/page/index?id): the home page's blocks (banners, category
 * grid, headlines, goods), edited in the admin console and served by GET common/page.
 */
const CustomPage = observer(function CustomPage () {
  const { locale } = useStores()
  const id = Number(useRouter().params.id)
  const [data, setData] = useState<PageData | null>(null)
  const [error, setError] = useState('')
  const [missing, setMissing] = useState(false)

  const load = async () => {
    setError('')
    if (!Number.isInteger(id) || id < 1) { setMissing(true); return }
    try {
      const d = await accountApi.page({ id })
      setData({ page: d.page, item: d.item.map(moduleToRpx) })
      const title = String((d.page as Record<string, unknown>).title ?? '')
      if (title) void Promise.resolve(Taro.setNavigationBarTitle({ title })).catch(() => undefined)
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') setMissing(true)
      else setError(isApiError(e) && e.message ? e.message : t('acc.page.failed'))
    }
  }
  // the texts come in the reader's language: a switch loads them again
  useEffect(() => { void load() }, [id, locale.lang])
  usePullDownRefresh(() => { void load().finally(() => { void Taro.stopPullDownRefresh() }) })

  let body
  if (missing) {
    body = <EmptyState icon={<Icon name='search' size={40} />} title={t('acc.page.missing')} actionText={t('acc.page.home')} actionId='page-home' solid onAction={() => { void switchTab('pages/index') }} />
  } else if (error && data === null) {
    body = <EmptyState icon={<Icon name='failure' size={40} />} title={t('acc.page.failed')} description={error} actionText={t('acc.page.retry')} actionId='page-retry' onAction={() => { void load() }} />
  } else if (data === null) {
    body = <HomeSkeleton />
  } else {
    body = <View className='home-modules'>{data.item.filter((m) => m.type !== 'likes').map(renderModule)}</View>
  }
  return (
    <PageShell id='custom-page' className='home custom-page' titleKey='acc.page.title'>
      <View className='home-body'>{body}</View>
      <QuickMenu />
    </PageShell>
  )
})

export default CustomPage
