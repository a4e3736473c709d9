import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t } from '@/i18n'
import type { LoadStatus } from '@/stores/paged'
import './index.scss'

/** The list footer: loading / no more / load failed (tap to retry), spec §8 "Loading texts". */
export const LoadMore = observer(function LoadMore ({ status, onRetry, hidden }: { status: LoadStatus, onRetry?: () => void, hidden?: boolean }) {
  if (hidden || status === 'idle') return null
  if (status === 'error') {
    return (
      <View className='load-more load-more--error' onClick={onRetry}>
        <Text>{t('load.failed')}</Text>
      </View>
    )
  }
  return (
    <View className={`load-more load-more--${status}`}>
      {status === 'loading' ? <View className='load-more__spinner' /> : null}
      <Text>{status === 'over' ? t('load.noMore') : t('load.loading')}</Text>
    </View>
  )
})
