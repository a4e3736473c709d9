import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ShopInfo } from '../../../types/catalog'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/product'
import '@/i18n/domains/shop'
import { assetUrl } from '@/env'
import { compactCount } from '@/lib/count'
import { formatMoney } from '@/lib/money'
import { formatDate } from '@/lib/time'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { navigate } from '@/routes/navigate'
import { ShopInfoStore } from './components/shop-store'
import '../../components/Icon/extra.scss'
import './info/shop-info.scss'

const TYPE_LABEL: Record<ShopInfo['store_type'], TKey> = {
  'self-owned': 'shop.types.selfOwned',
  personal: 'shop.types.personal',
  enterprise: 'shop.types.enterprise',
  flagship: 'shop.types.flagship'
}

function call (tel: string): void {
  void Promise.resolve(Taro.makePhoneCall({ phoneNumber: tel.replace(/[^\d+]/g, '') })).catch(() => undefined)
}

function preview (url: string): void {
  void Promise.resolve(Taro.previewImage({ current: url, urls: [url] })).catch(() => undefined)
}

/** Shop info (/pages/shop/info?id): intro, hours, phone (tap to call), region, address, images, dates, scores. */
const ShopInfoPage = observer(function ShopInfoPage () {
  const root = useStores()
  const router = useRouter()
  const [shop] = useState(() => new ShopInfoStore(root, Number(router?.params?.id)))
  useEffect(() => { void shop.load() }, [shop])
  const info = shop.info

  if (shop.status === 'loading') {
    return <PageShell id='shop-info' className='shop-info-page' titleKey='shop.infoTitle'><View className='shop-info-card'><LinesSkeleton rows={6} /></View></PageShell>
  }
  if (!info || shop.status !== 'ready') {
    const missing = shop.status === 'missing'
    return (
      <PageShell id='shop-info' className='shop-info-page' titleKey='shop.infoTitle'>
        <EmptyState className='shop-state' icon={<Icon name={missing ? 'store' : 'failure'} size={40} />}
          title={missing ? t('shop.missingTitle') : t('product.errorTitle')} description={missing ? t('shop.missingDesc') : t('product.errorDesc')}
          actionText={missing ? t('product.backHome') : t('product.retry')} solid
          onAction={() => { if (missing) void navigate('pages/index'); else void shop.load() }}
        />
      </PageShell>
    )
  }

  const onFollow = async () => {
    const r = await shop.toggleFollow()
    if (r !== null) toast(r ? t('shop.followOn') : t('shop.followOff'), 'success')
  }
  const rows: Array<{ key: string, label: TKey, value: string, onClick?: () => void, extra?: string }> = [
    { key: 'hours', label: 'shop.fields.hours', value: info.business_hours },
    { key: 'phone', label: 'shop.fields.phone', value: info.tel, onClick: info.tel ? () => call(info.tel) : undefined, extra: t('shop.fields.call') },
    { key: 'region', label: 'shop.fields.region', value: info.city },
    { key: 'address', label: 'shop.fields.address', value: info.address },
    { key: 'type', label: 'shop.fields.type', value: t(TYPE_LABEL[info.store_type] ?? 'shop.types.personal') },
    { key: 'open', label: 'shop.fields.openDate', value: info.createtime ? formatDate(info.createtime, 'yyyy-MM-dd') : '' }
  ]

  return (
    <PageShell id='shop-info' className='shop-info-page' titleKey='shop.infoTitle'>
      <View className='shop-info-hero'>
        {info.image ? <Image className='shop-info-hero__bg' src={assetUrl(info.image)} mode='aspectFill' /> : null}
        <View className='shop-info-hero__shade' />
        <View className='shop-info-hero__row'>
          <Image className='shop-info-hero__logo' src={assetUrl(info.avatar)} mode='aspectFill' />
          <View className='shop-info-hero__who'>
            <Text className='shop-info-hero__name'>{info.shopname}</Text>
            <Text className='shop-info-hero__meta'>{t('shop.followers', { n: compactCount(info.like) })} · {t('shop.goodsCount', { n: compactCount(info.goods_count) })}</Text>
          </View>
          <View id='shop-info-follow' className={`shop-info-hero__follow ${info.isFollow ? 'shop-info-hero__follow--on' : ''}`} onClick={() => { void onFollow() }}>
            <Text>{info.isFollow ? t('shop.followed') : t('shop.follow')}</Text>
          </View>
        </View>
      </View>

      <View className='shop-info-card'>
        <Text className='shop-info-card__title'>{t('shop.fields.scores')}</Text>
        <View className='shop-info-scores'>
          {([['describe', info.score_describe], ['service', info.score_service], ['deliver', info.score_deliver]] as const).map(([k, v]) => (
            <View key={k} className='shop-info-scores__item'>
              <Text className='shop-info-scores__value'>{formatMoney(v, 1)}</Text>
              <Text className='shop-info-scores__label'>{t(`shop.scores.${k}` as TKey)}</Text>
            </View>
          ))}
        </View>
      </View>

      {info.description || info.bio
        ? (
          <View className='shop-info-card'>
            <Text className='shop-info-card__title'>{t('shop.fields.intro')}</Text>
            <Text id='shop-info-intro' className='shop-info-card__text'>{info.description || info.bio}</Text>
          </View>
          )
        : null}

      <View className='shop-info-card shop-info-card--cells'>
        {rows.filter((r) => r.value).map((r) => (
          <View key={r.key} id={`shop-info-${r.key}`} className={`shop-info-cell ${r.onClick ? 'shop-info-cell--link' : ''}`} onClick={r.onClick}>
            <Text className='shop-info-cell__label'>{t(r.label)}</Text>
            <Text className='shop-info-cell__value'>{r.value}</Text>
            {r.onClick
              ? <View className='shop-info-cell__action'><Icon name='x-phone' size={14} color='#ff448f' /><Text>{r.extra}</Text></View>
              : null}
          </View>
        ))}
      </View>

      <View className='shop-info-card'>
        <View className='shop-info-images'>
          {info.avatar
            ? (
              <View className='shop-info-images__item' onClick={() => preview(assetUrl(info.avatar))}>
                <Image className='shop-info-images__logo' src={assetUrl(info.avatar)} mode='aspectFill' />
                <Text className='shop-info-images__label'>{t('shop.fields.logo')}</Text>
              </View>
              )
            : null}
          {info.image
            ? (
              <View className='shop-info-images__item shop-info-images__item--wide' onClick={() => preview(assetUrl(info.image))}>
                <Image className='shop-info-images__banner' src={assetUrl(info.image)} mode='aspectFill' />
                <Text className='shop-info-images__label'>{t('shop.fields.header')}</Text>
              </View>
              )
            : null}
        </View>
      </View>

      <View id='shop-info-enter' className='shop-info-enter' onClick={() => { void navigate('pages/shop/index', { id: info.id }) }}>
        <Icon name='store' size={16} color='#fff' />
        <Text>{t('shop.enter')}</Text>
      </View>
    </PageShell>
  )
})

export default ShopInfoPage
