import { useEffect, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Image, RichText, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Article } from '../../../types/catalog'
import { catalogApi } from '@/api/catalog'
import { isApiError } from '@/api/errors'
import { assetUrl } from '@/env'
import { PageShell } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LinesSkeleton } from '@/components/Skeleton'
import { routeText } from '@/routes/params'
import { t } from '@/i18n'
import '@/i18n/domains/article'
import { compactCount } from '@/lib/count'
import { resolveNodeImages } from '@/lib/rich-text'
import { formatDate } from '@/lib/time'
import '../../components/Icon/catalog.scss'
import './article.scss'

const quiet = (p: unknown) => { if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => undefined) }

/** Article (/pages/article/details?id&title): title, time, views and the HTML content. */
const ArticleDetails = observer(function ArticleDetails () {
  const router = useRouter()
  const id = Number(router?.params?.id)
  const routeTitle = routeText(router?.params?.title)
  const [article, setArticle] = useState<Article | null>(null)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(true)

  const load = () => {
    if (!(id > 0)) { setError(t('article.notFound')); setLoading(false); return }
    setLoading(true)
    setError('')
    catalogApi.article({ id }, { toast: false })
      .then((a) => setArticle(a))
      .catch((e) => setError(isApiError(e) && e.kind === 'business' && e.message ? e.message : t('article.errorDesc')))
      .finally(() => setLoading(false))
  }
  useEffect(load, [id])

  // the navigation bar shows the title given by the link, then the article's own
  const title = article?.title || routeTitle || t('article.details')
  const applyTitle = () => { try { quiet(Taro.setNavigationBarTitle({ title })) } catch { /* no bar */ } }
  useEffect(applyTitle, [title])
  useDidShow(applyTitle)

  let body
  if (loading && !article) {
    body = <View className='article-detail'><LinesSkeleton rows={6} /></View>
  } else if (!article) {
    body = (
      <EmptyState className='article-state' icon={<Icon name='failure' size={40} />} title={t('article.errorTitle')}
        description={error} actionText={id > 0 ? t('common.retry') : undefined} actionId='article-retry' onAction={id > 0 ? load : undefined}
      />
    )
  } else {
    const html = resolveNodeImages(article.content_nodes, assetUrl)
    body = (
      <View className='article-detail'>
        <Text className='article-detail__title'>{article.title}</Text>
        <View className='article-detail__meta'>
          <Text className='article-detail__kind'>{t(`article.tabs.${article.kind}` as 'article.tabs.new')}</Text>
          <Text>{formatDate(article.createtime, 'yyyy-MM-dd hh:mm')}</Text>
          <Text className='article-detail__views'>{t('article.views', { n: compactCount(article.views) })}</Text>
        </View>
        {article.image ? <Image className='article-detail__cover' src={assetUrl(article.image)} mode='widthFix' /> : null}
        {html.length > 0
          ? <RichText className='article-detail__content' nodes={html} />
          : <Text className='article-detail__empty'>{article.description || t('article.noContent')}</Text>}
      </View>
    )
  }

  return (
    <PageShell id='article-details' className='article-page'>
      {body}
    </PageShell>
  )
})

export default ArticleDetails
