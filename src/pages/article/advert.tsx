import { useEffect, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Image, RichText, Text, Video, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { AdvertDetail } from '../../../types/catalog'
import { catalogApi } from '@/api/catalog'
import { isApiError } from '@/api/errors'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { openLink } from '@/routes/navigate'
import { routeText } from '@/routes/params'
import { externalAction, openExternal } from '@/platform/external'
import { t } from '@/i18n'
import '@/i18n/domains/article'
import { compactCount } from '@/lib/count'
import { resolveNodeImages } from '@/lib/rich-text'
import '../../components/Icon/catalog.scss'
import './article.scss'

const quiet = (p: unknown) => { if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined) }
const isHttp = (u: string) => /^https?:\/\//i.test(u)

/** The advert's link button: an app page opens in place, a web page opens (H5) or is copied (weapp). */
function LinkButton ({ url }: { url: string }) {
  if (!url) return null
  const external = isHttp(url)
  const label = !external ? t('article.viewMore') : externalAction === 'open' ? t('article.openLink') : t('article.copyLink')
  return (
    <View className='advert-page__action'>
      <AppButton id='advert-link' type='primary' size='large' block
        onClick={() => { void (external ? openExternal(url) : openLink(url)) }}
      >{label}
      </AppButton>
      {external ? <Text className='advert-page__url'>{url}</Text> : null}
    </View>
  )
}

/**
 * Advert page (/pages/article/advert?id — or ?url for a bare web link): the advert's picture or
 * video, its text, and its link.
 */
const AdvertPage = observer(function AdvertPage () {
  const router = useRouter()
  const id = Number(router?.params?.id)
  const bareUrl = routeText(router?.params?.url)
  const [advert, setAdvert] = useState<AdvertDetail | null>(null)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(id > 0)

  const load = () => {
    if (!(id > 0)) return
    setLoading(true)
    setError('')
    catalogApi.advert({ id }, { toast: false })
      .then((a) => setAdvert(a))
      .catch((e) => setError(isApiError(e) && e.kind === 'business' && e.message ? e.message : t('article.errorDesc')))
      .finally(() => setLoading(false))
  }
  useEffect(load, [id])

  const title = advert?.title || t('article.advert')
  const applyTitle = () => { try { quiet(Taro.setNavigationBarTitle({ title })) } catch { /* no bar */ } }
  useEffect(applyTitle, [title])
  useDidShow(applyTitle)

  let body
  if (!(id > 0)) {
    body = isHttp(bareUrl)
      ? (
        <View className='advert-page__card advert-page__card--link'>
          <View className='advert-page__link-icon'><Icon name='link' size={28} color='#ff448f' /></View>
          <Text className='advert-page__title'>{t('article.externalTitle')}</Text>
          <Text className='advert-page__text'>{t('article.externalDesc')}</Text>
          <LinkButton url={bareUrl} />
        </View>
        )
      : <EmptyState className='article-state' icon={<Icon name='failure' size={40} />} title={t('article.notFound')} />
  } else if (loading && !advert) {
    body = <View className='advert-page__card'><LinesSkeleton rows={5} /></View>
  } else if (!advert) {
    body = (
      <EmptyState className='article-state' icon={<Icon name='failure' size={40} />} title={t('article.errorTitle')}
        description={error} actionText={t('common.retry')} actionId='advert-retry' onAction={load}
      />
    )
  } else {
    const html = resolveNodeImages(advert.content_nodes, assetUrl)
    body = (
      <View>
        {advert.media
          ? advert.type === 'video'
            ? <Video className='advert-page__media advert-page__media--video' src={assetUrl(advert.media)} controls objectFit='cover' />
            : <Image className='advert-page__media' src={assetUrl(advert.media)} mode='widthFix' />
          : null}
        <View className='advert-page__card'>
          <Text className='advert-page__title'>{advert.title}</Text>
          <Text className='advert-page__views'>{t('article.views', { n: compactCount(advert.views) })}</Text>
          {html.length > 0 ? <RichText className='advert-page__content' nodes={html} /> : null}
          <LinkButton url={advert.url} />
        </View>
      </View>
    )
  }

  return (
    <PageShell id='advert' className='advert-page'>
      {body}
    </PageShell>
  )
})

export default AdvertPage
