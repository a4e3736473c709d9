import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { t } from '@/i18n'
import '@/i18n/domains/favorite'
import type { EditSelection } from '@/stores/selection'
import { CheckMark } from './CheckMark'

export interface EditBarProps {
  /** prefix of the element ids: `${id}-all`, `${id}-delete` */
  id: string
  selection: EditSelection
  /** every id on the screen (select all) */
  ids: number[]
  busy: boolean
  onDelete: () => void
  /** more buttons before delete (e.g. "clear all") */
  children?: ReactNode
}

/** The bottom bar of an editable list (favourites, footprints): select all, then delete the ticked. */
export const EditBar = observer(function EditBar ({ id, selection: sel, ids, busy, onDelete, children }: EditBarProps) {
  return (
    <View className='fav-editbar'>
      <View id={`${id}-all`} className='fav-editbar__all' onClick={() => sel.toggleAll(ids)}>
        <CheckMark on={sel.allOf(ids)} />
        <Text>{t('favorite.selectAll')}</Text>
      </View>
      <View className='fav-editbar__space' />
      {children}
      <Text id={`${id}-delete`} className={`fav-editbar__btn fav-editbar__btn--danger ${sel.count === 0 || busy ? 'fav-editbar__btn--off' : ''}`}
        onClick={onDelete}
      >{t('favorite.deleteCount', { n: sel.count })}
      </Text>
    </View>
  )
})
