import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { AgencyGoods, AgencyShop } from '../../../../types/agents'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/agents'
import { agentsApi } from '@/api/agents'
import { assetUrl } from '@/env'
import { PagedList } from '@/stores/paged'
import { PageShell, toast } from '@/components/PageShell'
import { SignInPrompt } from '@/components/SignInPrompt'
import { copyText } from '@/platform/clipboard'
import { navigate } from '@/routes/navigate'
import { useLoad } from '../money/components/shared'
import { PagedBody } from './components/PagedBody'
import '../money/components/wallet.scss'
import './components/agents.scss'

/** Agency shop (/pages/user/shopInfoArr/agencyShop): the shop front, and the goods I promote with the bonus each pays and a link carrying my code. */
const AgencyShopPage = observer(function AgencyShopPage () {
  const { session } = useStores()
  const shop = useLoad<AgencyShop>(() => agentsApi.shop(), session.isLogin)
  const [list] = useState(() => new PagedList<AgencyGoods>((page) => agentsApi.goods({ page })))
  useEffect(() => { if (session.isLogin) void list.refresh() }, [session.isLogin, list])
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })
  if (!session.isLogin) return <PageShell id='agency-shop' className='w-page' titleKey='agents.agencyTitle'><SignInPrompt reason='account' /></PageShell>
  const s = shop.data
  const copy = async (link: string) => { if (await copyText(link)) toast(t('agents.copied'), 'success') }
  return (
    <PageShell id='agency-shop' className='w-page' titleKey='agents.agencyTitle'>
      {s !== null
        ? (
          <View className='w-card' id='agency-front' onClick={() => { void navigate('pages/user/shopInfoArr/shopInfo') }}>
            {s.header ? <Image className='ag-header' src={assetUrl(s.header)} mode='aspectFill' /> : null}
            <View className='ag-person'>
              {s.logo ? <Image className='ag-person__avatar' src={assetUrl(s.logo)} mode='aspectFill' /> : <View className='ag-person__avatar' />}
              <View className='ag-person__main'>
                <Text id='agency-name' className='ag-person__name'>{s.name}</Text>
                <Text className='ag-person__sub'>{s.intro || t('agents.shopSettings')}</Text>
              </View>
            </View>
          </View>
          )
        : null}
      <PagedBody list={list} empty={{ icon: 'store', title: t('agents.goodsEmpty'), desc: t('agents.goodsEmptyDesc') }}
        render={(g) => (
          <View key={g.id} className='ag-goods' data-id={g.id}>
            <Image className='ag-goods__img' src={assetUrl(g.image)} mode='aspectFill' onClick={() => { void navigate('pages/product/goods', { id: g.id }) }} />
            <View className='ag-goods__main'>
              <Text className='ag-goods__title' onClick={() => { void navigate('pages/product/goods', { id: g.id }) }}>{g.title}</Text>
              <Text className='ag-goods__price'>{g.price} USDT</Text>
              <Text className='ag-goods__bonus'>{t('agents.profitShare', { p: Math.round(Number(g.profit_ratio) * 100) })} · {t('agents.bonusEach', { v: g.bonus })}</Text>
              <Text className='ag-goods__share' id={`agency-share-${g.id}`} onClick={() => { void copy(g.share_link) }}>{t('agents.shareGoods')}</Text>
            </View>
          </View>
        )}
      />
    </PageShell>
  )
})

export default AgencyShopPage
