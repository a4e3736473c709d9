import { lazy, Suspense } from 'react'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'

// H5: Home and About carry only this gate. The dialog's code (its buttons, texts and progress) is
// requested when the update store has a version to show, which is rare, so it is not part of the
// JavaScript Home needs to render.

const LazyUpdateDialogView = lazy(() => import('./UpdateDialogView').then((m) => ({ default: m.UpdateDialogView })))

export const UpdateDialog = observer(function UpdateDialog () {
  const { update } = useStores()
  if (!update.info || !update.visible) return null
  return <Suspense fallback={null}><LazyUpdateDialogView /></Suspense>
})
