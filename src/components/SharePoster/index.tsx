import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/poster'
import '@/i18n/domains/product'
import { assetUrl } from '@/env'
import { Icon } from '@/components/Icon'
import { usePrice } from '@/components/Price'
import { ShareButton } from '@/components/ShareButton'
import { copyText } from '@/platform/clipboard'
import { canCopyLink, canShareNatively, shareUrl, useShare, type ShareContent } from '@/platform/share'
import type { PosterKind } from '@/lib/poster'
import { withInviteCode } from '@/lib/invite'
import { PosterSlot } from './PosterSlot'
import '../Icon/extra.scss'
import './index.scss'

/**
 * Share sheet with a poster (issue 18 "Sign-in and sharing").
 *
 *   <SharePoster kind='goods' | 'shop' | 'team' | 'invite'
 *     title='…'            // required: an empty title refuses to share (spec §5)
 *     image='/uploads/…'   // server upload path or same-origin URL; required except for 'invite'
 *     price='12.5'         // optional USDT decimal string (shown in the shopper's display currency) for goods and team posters
 *     subtitle='…'         // optional second line (team seats, invitation code …)
 *     path='/pages/…?id=1' // in-app path with its query; the sharer's invite code is added
 *     id='goods-share'     // optional id of the trigger (the sheet's items get `${id}-friend` …)
 *   >trigger content (default: share icon + "Share")</SharePoster>
 *
 * Tapping the trigger opens a bottom sheet: share with friends (weapp: open-type="share", i.e. the
 * page's onShareAppMessage; H5 in WeChat's browser: the JSSDK share data set up from wechat/config,
 * elsewhere navigator.share when there is one), copy link (H5), and create poster (a canvas card
 * with the picture, title, price, the sharer's nickname and a QR code of the link with the invite
 * code). The component registers the page's share content itself (platform/share useShare): a page
 * that uses it must not call useShare too, and its page config needs enableShareAppMessage on weapp.
 */
export interface SharePosterProps {
  kind: PosterKind
  title: string
  image: string
  price?: string
  subtitle?: string
  path: string
  id?: string
  className?: string
  children?: ReactNode
}

/** The absolute link a QR code opens: H5's own URL, or on weapp the H5 app served by the API origin. */
export function publicLink (path: string): string {
  const u = shareUrl(path)
  return /^https?:/i.test(u) ? u : `${assetUrl('/')}#${path.startsWith('/') ? path : `/${path}`}`
}

export const SharePoster = observer(function SharePoster (props: SharePosterProps) {
  const { session } = useStores()
  const { kind, title, image, price, subtitle, id = 'share-poster', className = '', children } = props
  const [sheet, setSheet] = useState(false)
  const [poster, setPoster] = useState(false)
  const path = withInviteCode(props.path, session.isLogin ? session.user?.invite_code : '')
  const content: ShareContent | null = title.trim()
    ? { title: title.trim(), path, imageUrl: image ? assetUrl(image) : undefined, desc: subtitle }
    : null
  useShare(content)
  const native = canShareNatively()
  const formatPrice = usePrice()

  return (
    <>
      <View id={id} className={`share-poster__trigger ${className}`} onClick={() => setSheet(true)}>
        {children ?? (
          <>
            <Icon name='x-share' size={18} color='#666' />
            <Text>{t('product.share')}</Text>
          </>
        )}
      </View>
      <Popup visible={sheet} position='bottom' round onClose={() => setSheet(false)}>
        <View className='share-sheet' id={`${id}-sheet`}>
          <Text className='share-sheet__title'>{t('poster.sheetTitle')}</Text>
          <View className='share-sheet__row'>
            {native
              ? (
                <ShareButton id={`${id}-friend`} className='share-sheet__item' content={content} onDone={() => setSheet(false)}>
                  <View className='share-sheet__icon share-sheet__icon--friend'><Icon name='x-share' size={22} color='#fff' /></View>
                  <Text>{t('poster.friend')}</Text>
                </ShareButton>
                )
              : null}
            {canCopyLink()
              ? (
                <View id={`${id}-copy`} className='share-sheet__item' onClick={() => { setSheet(false); void copyText(publicLink(path)) }}>
                  <View className='share-sheet__icon share-sheet__icon--link'><Icon name='copy' size={22} color='#fff' /></View>
                  <Text>{t('poster.copyLink')}</Text>
                </View>
                )
              : null}
            <View id={`${id}-poster`} className='share-sheet__item' onClick={() => { setSheet(false); setPoster(true) }}>
              <View className='share-sheet__icon share-sheet__icon--poster'><Icon name='x-image' size={22} color='#fff' /></View>
              <Text>{t('poster.makePoster')}</Text>
            </View>
          </View>
          <Text id={`${id}-cancel`} className='share-sheet__cancel' onClick={() => setSheet(false)}>{t('poster.cancel')}</Text>
        </View>
      </Popup>
      {poster
        ? (
          <View className='share-poster__mask' id={`${id}-overlay`} catchMove>
            <PosterSlot kind={kind} title={title} image={image} price={price ? formatPrice(price) : undefined} subtitle={subtitle}
              link={publicLink(path)} nickname={session.isLogin ? (session.user?.nickname ?? '') : ''}
            />
            <View id={`${id}-close`} className='share-poster__close' onClick={() => setPoster(false)}>
              <Icon name='x-close' size={18} color='#fff' />
            </View>
          </View>
          )
        : null}
    </>
  )
})
