import { useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import type { Address } from '../../../../types/order'
import { useStores } from '@/stores'
import { t } from '@/i18n'
import '@/i18n/domains/address'
import { PageShell, toast } from '@/components/PageShell'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import { LoadMore } from '@/components/LoadMore'
import { LinesSkeleton } from '@/components/Skeleton'
import { AppButton } from '@/components/AppButton'
import { navigate } from '@/routes/navigate'
import { SignInPrompt } from '@/components/SignInPrompt'
import { confirmCart } from '../../cart/confirm'
import { AddressListStore } from './store'
import { ADDRESS_CHOSEN } from './events'
import '../../../components/Icon/extra.scss'
import { maskMobile } from './mask'
import './address.scss'

/**
 * Addresses (/pages/user/address/address): default first, set default, edit, delete. With
 * `?choose=1` (order confirmation, order details) tapping one emits 'address:chosen' {id} and
 * goes back.
 */
const AddressPage = observer(function AddressPage () {
  const { session } = useStores()
  const router = useRouter()
  const choose = router.params?.choose === '1'
  const selectedId = Number(router.params?.selected ?? 0)
  const [store] = useState(() => new AddressListStore())
  const list = store.list

  useEffect(() => { if (session.isLogin) void store.refresh() }, [session.isLogin, store])
  // back from the form: show the saved address
  useDidShow(() => { if (session.isLogin && list.page > 0) void store.refresh() })
  usePullDownRefresh(() => {
    void (session.isLogin ? store.refresh() : Promise.resolve()).finally(() => { void Taro.stopPullDownRefresh() })
  })
  useReachBottom(() => { if (session.isLogin) void list.loadMore() })

  const onPick = (a: Address) => {
    if (!choose) return
    Taro.eventCenter.trigger(ADDRESS_CHOSEN, { id: a.id })
    void Taro.navigateBack()
  }
  const onDelete = async (a: Address) => {
    if (!await confirmCart(t('address.deleteConfirm'), t('address.delete'))) return
    if (await store.remove(a.id)) toast(t('address.deleted'), 'success')
  }
  const onDefault = async (a: Address) => {
    if (a.default) return
    if (await store.setDefault(a)) toast(t('address.defaultSet'), 'success')
  }

  const title = choose ? 'address.chooseTitle' : 'address.listTitle'
  if (!session.isLogin) {
    return (
      <PageShell id='address' className='addr-page' titleKey={title}>
        <SignInPrompt reason='addresses' />
      </PageShell>
    )
  }

  let body
  if (list.initialLoading || list.status === 'idle') {
    body = <View className='addr-card'><LinesSkeleton rows={3} /></View>
  } else if (list.status === 'error' && list.items.length === 0) {
    body = (
      <EmptyState className='addr-empty' icon={<Icon name='failure' size={40} />} title={t('address.loadFailed')}
        actionText={t('address.retry')} actionId='address-retry' onAction={() => { void store.refresh() }}
      />
    )
  } else if (list.isEmpty) {
    body = (
      <EmptyState className='addr-empty' icon={<Icon name='location' size={40} />} title={t('address.emptyTitle')}
        description={t('address.emptyDesc')}
      />
    )
  } else {
    body = (
      <>
        {store.items.map((a) => (
          <View key={a.id} className={`addr-card address-item ${choose ? 'addr-card--choose' : ''} ${selectedId === a.id ? 'addr-card--selected' : ''}`}
            data-id={a.id} onClick={() => onPick(a)}
          >
            <View className='addr-card__top'>
              <View className='addr-card__main'>
                <View className='addr-card__who'>
                  <Text className='addr-card__name'>{a.name}</Text>
                  <Text className='addr-card__mobile'>{maskMobile(a.mobile)}</Text>
                  {a.default ? <Text className='addr-card__tag'>{t('address.default')}</Text> : null}
                </View>
                <Text className='addr-card__text'>{a.formatted_address || `${a.province} ${a.city} ${a.district} ${a.address}`}</Text>
              </View>
              {choose && selectedId === a.id ? <Icon name='check' size={18} color='#ff448f' /> : null}
              {choose
                ? (
                  <View className='addr-card__edit' onClick={(e) => { e.stopPropagation?.(); void navigate('pages/user/address/addressManage', { id: a.id }) }}>
                    <Icon name='x-edit' size={16} color='#999' />
                  </View>
                  )
                : null}
            </View>
            {!choose
              ? (
                <View className='addr-card__ops' onClick={(e) => e.stopPropagation?.()}>
                  <View className='addr-card__default address-default' onClick={() => { void onDefault(a) }}>
                    <View className={`addr-radio ${a.default ? 'addr-radio--on' : ''}`}>
                      {a.default ? <Icon name='check' size={9} color='#fff' /> : null}
                    </View>
                    <Text>{a.default ? t('address.isDefault') : t('address.setDefault')}</Text>
                  </View>
                  <Text className='addr-card__op address-edit' onClick={() => { void navigate('pages/user/address/addressManage', { id: a.id }) }}>{t('address.edit')}</Text>
                  <Text className={`addr-card__op address-delete ${store.working === a.id ? 'addr-card__op--off' : ''}`} onClick={() => { void onDelete(a) }}>{t('address.delete')}</Text>
                </View>
                )
              : null}
          </View>
        ))}
        <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
      </>
    )
  }

  return (
    <PageShell id='address' className='addr-page' titleKey={title}>
      {body}
      <View className='addr-footer'>
        <AppButton id='address-add' type='primary' block onClick={() => { void navigate('pages/user/address/addressManage') }}>
          {t('address.add')}
        </AppButton>
      </View>
    </PageShell>
  )
})

export default AddressPage
