import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { LiveEnd } from '../../../types/find'
import { t } from '@/i18n'
import '@/i18n/domains/find'
import { liveApi } from '@/api/find'
import { ApiError } from '@/api/errors'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { AppButton } from '@/components/AppButton'
import { LinesSkeleton } from '@/components/Skeleton'
import { switchTab } from '@/routes/navigate'
import '../find/live.scss'

function duration (seconds: number): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}

/** After a live (/pages/page/end_live?id): how long it ran, viewers, likes and goods sold while it was on. */
const EndLivePage = observer(function EndLivePage () {
  const id = Number(useRouter().params.id)
  const [data, setData] = useState<LiveEnd | null>(null)
  const [error, setError] = useState('')
  const load = async (): Promise<void> => {
    setError('')
    if (!(id > 0)) { setError(t('live.notFound')); return }
    try { setData(await liveApi.summary({ id })) } catch (e) { setError(e instanceof ApiError ? e.message : t('live.playError')) }
  }
  useEffect(() => { void load() }, [id])

  let body
  if (error !== '') body = <EmptyState icon={<Icon name='failure' size={40} />} title={error} actionText={t('live.retry')} actionId='end-live-retry' onAction={() => { void load() }} />
  else if (data === null) body = <LinesSkeleton rows={4} />
  else {
    const cells: Array<[string, string, string]> = [
      ['end-duration', duration(data.duration), t('live.duration')],
      ['end-views', String(data.views), t('live.views')],
      ['end-likes', String(data.likes), t('live.likesLabel')],
      ['end-sold', t('live.pieces', { n: data.goods_sold }), t('live.sold')]
    ]
    body = (
      <>
        <View className='live-summary__card'>
          <Text className='live-summary__title'>{t('live.endTitle')}</Text>
          <Text className='live-summary__sub'>{data.title}</Text>
        </View>
        <View className='live-summary__grid'>
          {cells.map(([cid, value, label]) => (
            <View key={cid} className='live-summary__cell'>
              <Text className='live-summary__value' id={cid}>{value}</Text>
              <Text className='live-summary__label'>{label}</Text>
            </View>
          ))}
        </View>
        <View className='live-summary__actions'>
          <AppButton id='end-live-home' type='primary' block onClick={() => { void switchTab('pages/index') }}>{t('live.backHome')}</AppButton>
        </View>
      </>
    )
  }
  return <PageShell id='end-live' className='live-summary' titleKey='live.endTitle'>{body}</PageShell>
})

export default EndLivePage
