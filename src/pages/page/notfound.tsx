import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/general'
import { PageShell } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { Icon } from '@/components/Icon'
import { switchTab } from '@/routes/navigate'
import './notfound/notfound.scss'

/**
 * "Page not found" (/pages/page/notfound?path): where an unknown route lands (app.tsx
 * usePageNotFound on both platforms, components/link for links to pages not built), with a way
 * home and, when there is a page under it, a way back.
 */
function NotFoundPage () {
  const { params } = useRouter()
  let path = ''
  try { path = decodeURIComponent(params.path ?? '') } catch { path = params.path ?? '' }
  let canGoBack = false
  try { canGoBack = Taro.getCurrentPages().length > 1 } catch { /* no page stack (opened first) */ }
  return (
    <PageShell id='not-found' className='not-found' titleKey='notFound.title'>
      <View className='not-found__card'>
        <View className='not-found__icon'><Icon name='search' size={40} color='#ff448f' /></View>
        <Text className='not-found__code'>404</Text>
        <Text className='not-found__title'>{t('notFound.heading')}</Text>
        <Text className='not-found__desc'>{t('notFound.desc')}</Text>
        {path ? <Text id='not-found-path' className='not-found__path'>{path}</Text> : null}
        <View className='not-found__actions'>
          {canGoBack
            ? (
              <AppButton id='not-found-back' className='not-found__btn' type='primary' fill='outline'
                onClick={() => { void Promise.resolve(Taro.navigateBack()).catch(() => { void switchTab('pages/index') }) }}
              >{t('notFound.back')}
              </AppButton>
              )
            : null}
          <AppButton id='not-found-home' className='not-found__btn' type='primary' onClick={() => { void switchTab('pages/index') }}>
            {t('notFound.home')}
          </AppButton>
        </View>
      </View>
    </PageShell>
  )
}

export default NotFoundPage
