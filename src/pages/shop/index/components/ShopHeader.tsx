import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { ShopInfo } from '../../../../../types/catalog'
import { assetUrl } from '@/env'
import { t } from '@/i18n'
import '@/i18n/domains/shop'
import { compactCount } from '@/lib/count'
import { formatMoney } from '@/lib/money'
import { Icon } from '@/components/Icon'
import { href, navigate } from '@/routes/navigate'
import '@/i18n/domains/poster'
import { SharePoster } from '@/components/SharePoster'
import { SearchBox } from '../../components/SearchBox'

/** Shop header over its background image: search in the shop, logo, name, followers, chat, follow. */
export const ShopHeader = observer(function ShopHeader ({ info, busy, onFollow }: { info: ShopInfo, busy: boolean, onFollow: () => void }) {
  const avgScore = formatMoney(((Number(info.score_describe) + Number(info.score_service) + Number(info.score_deliver)) / 3).toFixed(2), 1)
  return (
    <View className='shop-header'>
      {info.image ? <Image className='shop-header__bg' src={assetUrl(info.image)} mode='aspectFill' /> : null}
      <View className='shop-header__shade' />
      <View className='shop-header__inner'>
        <SearchBox id='shop-search' className='shop-header__search' onSearch={(w) => { void navigate('pages/shop/product/list', { shop_id: info.id, search: w }) }} />
        <View className='shop-header__row'>
          <Image className='shop-header__logo' src={assetUrl(info.avatar)} mode='aspectFill' onClick={() => { void navigate('pages/shop/info', { id: info.id }) }} />
          <View id='shop-header-info' className='shop-header__who' onClick={() => { void navigate('pages/shop/info', { id: info.id }) }}>
            <View className='shop-header__name-row'>
              <Text id='shop-name' className='shop-header__name'>{info.shopname}</Text>
              <Icon name='arrow-right' size={11} color='rgba(255,255,255,0.8)' />
            </View>
            <View className='shop-header__meta'>
              {info.isself ? <Text className='shop-header__self'>{t('shop.self')}</Text> : null}
              <Text id='shop-followers'>{t('shop.followers', { n: compactCount(info.like) })}</Text>
              <Text className='shop-header__dot'>·</Text>
              <Text>{t('shop.goodsCount', { n: compactCount(info.goods_count) })}</Text>
              <View className='shop-header__score'>
                <Icon name='x-star-fill' size={10} color='#ffce3d' />
                <Text>{avgScore}</Text>
              </View>
            </View>
          </View>
          <SharePoster id='shop-share' className='shop-header__chat' kind='shop' title={info.shopname} image={info.avatar || info.image}
            subtitle={info.bio || t('poster.shopSubtitle')} path={href('pages/shop/index', { id: info.id })}
          >
            <Icon name='x-share' size={16} color='#fff' />
          </SharePoster>
          <View id='shop-chat' className='shop-header__chat' aria-label={t('shop.chat')} onClick={() => { void navigate('pages/notice/chat', { shop_id: info.id }) }}>
            <Icon name='service' size={16} color='#fff' />
          </View>
          <View id='shop-follow' className={`shop-header__follow ${info.isFollow ? 'shop-header__follow--on' : ''} ${busy ? 'shop-header__follow--busy' : ''}`}
            onClick={onFollow}
          >
            {info.isFollow ? null : <Icon name='x-plus' size={10} color='#fff' />}
            <Text>{info.isFollow ? t('shop.followed') : t('shop.follow')}</Text>
          </View>
        </View>
        {info.bio ? <Text className='shop-header__bio'>{info.bio}</Text> : null}
      </View>
    </View>
  )
})
