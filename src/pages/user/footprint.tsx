import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/favorite'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { Price } from '@/components/Price'
import { navigate } from '@/routes/navigate'
import { FootprintStore } from './footprint/store'
import type { DayLabel } from './footprint/group'
import { SignInPrompt } from '@/components/SignInPrompt'
import { CheckMark } from './components/CheckMark'
import { EditBar } from './components/EditBar'
import { confirmDialog } from './components/confirm'
import '../../components/Icon/extra.scss'
import './components/favorite.scss'
import './footprint/footprint.scss'

function labelText (l: DayLabel): string {
  if (l.kind === 'today') return t('favorite.today')
  if (l.kind === 'yesterday') return t('favorite.yesterday')
  return l.text
}

/** Browsing history (/pages/user/footprint): by day; edit mode deletes some or clears all. */
const FootprintPage = observer(function FootprintPage () {
  const root = useStores()
  const { session } = root
  const [store] = useState(() => new FootprintStore(root))
  const list = store.list
  const sel = store.selection

  useEffect(() => { if (session.isLogin) void store.refresh() }, [session.isLogin, store])
  usePullDownRefresh(() => {
    const done = () => { void Taro.stopPullDownRefresh() }
    if (!session.isLogin) { done(); return }
    void store.refresh().finally(done)
  })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  const onDelete = async () => {
    if (sel.count === 0) { toast(t('favorite.noneSelected')); return }
    if (!await confirmDialog(t('favorite.deleteConfirm', { n: sel.count }), t('favorite.delete'))) return
    if (await store.deleteSelected() > 0) toast(t('favorite.deleted'), 'success')
  }
  const onClear = async () => {
    if (!await confirmDialog(t('favorite.clearConfirm'), t('favorite.clearAll'))) return
    if (await store.clearAll()) toast(t('favorite.cleared'), 'success')
  }

  if (!session.isLogin) return <PageShell id='footprint' className='fav-page' titleKey='favorite.footprintTitle'><SignInPrompt reason='footprints' /></PageShell>

  let body
  if (list.initialLoading) {
    body = <View className='foot-day'><LinesSkeleton rows={4} /></View>
  } else if (list.isEmpty) {
    body = (
      <EmptyState className='fav-empty' icon={<Icon name='x-footprint' size={40} />} title={t('favorite.emptyFootprint')} description={t('favorite.emptyFootprintDesc')}
        actionText={t('favorite.goShopping')} actionId='footprint-go' solid onAction={() => { void navigate('pages/index') }}
      />
    )
  } else {
    body = (
      <>
        <View className='fav-toolbar'>
          <Text>{t('favorite.count', { n: list.total })}</Text>
          <View id='footprint-manage' className={`fav-toolbar__manage ${sel.editing ? 'fav-toolbar__manage--on' : ''}`} onClick={() => sel.toggleEditing()}>
            {sel.editing ? null : <Icon name='x-edit' size={12} />}
            <Text>{sel.editing ? t('favorite.done') : t('favorite.manage')}</Text>
          </View>
        </View>
        {store.groups.map((g) => {
          const dayIds = g.items.map((i) => i.footprint_id)
          return (
            <View key={g.key} className='foot-day' data-day={g.key}>
              <View className='foot-day__head'>
                {sel.editing ? <CheckMark className='foot-day__check' on={sel.allOf(dayIds)} onClick={() => sel.toggleAll(dayIds)} /> : null}
                <Text className='foot-day__label'>{labelText(g.label)}</Text>
              </View>
              <View className='foot-day__grid'>
                {g.items.map((it) => (
                  <View key={it.footprint_id} className='foot-item' data-id={it.footprint_id}
                    onClick={() => { if (sel.editing) sel.toggle(it.footprint_id); else void navigate('pages/product/goods', { id: it.id }) }}
                  >
                    <View className='foot-item__image-box'>
                      <Image className='foot-item__image' src={assetUrl(it.image)} mode='aspectFill' lazyLoad />
                      {sel.editing ? <CheckMark className='foot-item__check' on={sel.has(it.footprint_id)} /> : null}
                    </View>
                    <Text className='foot-item__title'>{it.title}</Text>
                    <Price value={it.price} size='small' />
                  </View>
                ))}
              </View>
            </View>
          )
        })}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }

  return (
    <PageShell id='footprint' className={`fav-page ${sel.editing ? 'fav-page--editing' : ''}`} titleKey='favorite.footprintTitle'>
      {body}
      {sel.editing && !list.isEmpty
        ? (
          <EditBar id='footprint' selection={sel} ids={store.ids} busy={store.busy} onDelete={() => { void onDelete() }}>
            <Text id='footprint-clear' className='fav-editbar__btn fav-editbar__btn--ghost' onClick={() => { void onClear() }}>{t('favorite.clearAll')}</Text>
          </EditBar>
          )
        : null}
    </PageShell>
  )
})

export default FootprintPage
