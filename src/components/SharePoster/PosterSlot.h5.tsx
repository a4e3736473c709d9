import { lazy, Suspense } from 'react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import '@/i18n/domains/poster'
import type { PosterProps } from '../Poster/types'

// H5: the canvas painter, the layout and the QR encoder load only when a poster is asked for.
const Poster = lazy(() => import(/* webpackChunkName: "poster" */ '../Poster'))

export function PosterSlot (props: PosterProps) {
  const fallback = (
    <View className='poster' id='poster'>
      <View className='poster__box'><Text id='poster-drawing' className='poster__state'>{t('poster.generating')}</Text></View>
    </View>
  )
  return <Suspense fallback={fallback}><Poster {...props} /></Suspense>
}
