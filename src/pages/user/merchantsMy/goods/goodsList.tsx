import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { LISTING_TABS, type ListingTab, type MerchantGoodsRow } from '../../../../../types/merchant'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/merchant'
import { merchantApi, type ProductForm } from '@/api/merchant'
import { assetUrl } from '@/env'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { EmptyState } from '@/components/EmptyState'
import { Icon } from '@/components/Icon'
import '../../../../components/Icon/extra.scss'
import { LoadMore } from '@/components/LoadMore'
import { Modal } from '@/components/Modal'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { PagedList } from '@/stores/paged'
import { navigate } from '@/routes/navigate'
import { confirmDialog } from '../../components/confirm'
import { useMerchantGate } from '../components/gate'
import '../../money/components/wallet.scss'
import '../components/merchant.scss'

/**
 * The merchant's goods (/pages/user/merchantsMy/goods/goodsList): tabs by listing state (under
 * review, on sale, review failed and removed by the platform with the reason, removed by the shop);
 * publish, unpublish, edit (back to review, off sale meanwhile), delete, quick stock edit.
 */
const GoodsList = observer(function GoodsList () {
  const { session } = useStores()
  const ok = useMerchantGate()
  const router = useRouter()
  const initial = (LISTING_TABS as readonly string[]).includes(router.params.tab ?? '') ? router.params.tab as ListingTab : 'onSale'
  const [tab, setTab] = useState<ListingTab>(initial)
  const [list, setList] = useState(() => new PagedList<MerchantGoodsRow>((page) => merchantApi.goods({ tab: initial, page })))
  const [stock, setStock] = useState<{ form: ProductForm, values: string[] } | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = useRef(false)

  useEffect(() => { if (ok) void list.refresh() }, [ok, list])
  useDidShow(() => { if (shown.current && ok) void list.refresh(); shown.current = true })
  usePullDownRefresh(() => { void list.refresh().finally(() => { void Taro.stopPullDownRefresh() }) })
  useReachBottom(() => { if (ok) void list.loadMore() })

  const shell = (body: React.ReactNode) => <PageShell id='goods-list' className='w-page' titleKey='mch.goodsTitle'>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='account' />)
  if (!ok) return shell(<View className='w-card'><LinesSkeleton rows={3} /></View>)

  const switchTab = (k: ListingTab) => {
    if (k === tab) return
    setTab(k)
    setList(new PagedList<MerchantGoodsRow>((page) => merchantApi.goods({ tab: k, page })))
  }
  const act = async (g: MerchantGoodsRow, action: 'publish' | 'unpublish' | 'remove') => {
    if (busy) return
    if (action === 'remove' && !await confirmDialog(t('mch.confirmDelete'), t('mch.del'))) return
    setBusy(true)
    try {
      await merchantApi[action]({ id: g.id })
      toast(t('mch.done'), 'success')
      await list.refresh()
    } catch { /* the request layer toasted the refusal */ } finally {
      setBusy(false)
    }
  }
  const edit = async (g: MerchantGoodsRow) => {
    if (g.listing_state !== 1 && !await confirmDialog(t('mch.confirmEdit'), t('mch.edit'))) return
    void navigate('pages/user/merchantsMy/goods/uploadProduct', { id: g.id })
  }
  const openStock = async (g: MerchantGoodsRow) => {
    try {
      const form = await merchantApi.product({ id: g.id })
      setStock({ form, values: (form.sku ?? []).map((s) => String(s.stock)) })
    } catch (e) { toast(e instanceof Error ? e.message : t('mch.loadFailed')) }
  }
  const saveStock = async () => {
    if (stock === null || busy) return
    setBusy(true)
    try {
      const skus = stock.form.sku ?? []
      for (const [i, s] of skus.entries()) {
        const v = Number(stock.values[i])
        if (String(s.stock) !== stock.values[i] && Number.isInteger(v) && v >= 0) await merchantApi.stock({ sku_id: stock.form.sku_ids[i], stock: v })
      }
      setStock(null)
      toast(t('mch.done'), 'success')
      await list.refresh()
    } catch { /* toasted */ } finally {
      setBusy(false)
    }
  }

  return shell(
    <>
      <View className='m-links'>
        <Text id='goods-shop-orders' className='m-links__item' onClick={() => { void navigate('pages/user/order/order', { type: 'delive', role: 'sell' }) }}>{t('mch.shopOrders')}</Text>
        <Text id='goods-shop-settings' className='m-links__item' onClick={() => { void navigate('pages/user/merchantsMy/shop') }}>{t('mch.shopSettings')}</Text>
      </View>
      <View id='goods-tabs' className='w-chips'>
        {LISTING_TABS.map((k) => (
          <Text key={k} id={`goods-tab-${k}`} className={`w-chips__item ${tab === k ? 'w-chips__item--on' : ''}`} onClick={() => { switchTab(k) }}>{t(`mch.tabs.${k}` as TKey)}</Text>
        ))}
      </View>
      {list.initialLoading
        ? <View className='w-card'><LinesSkeleton rows={4} /></View>
        : list.status === 'error' && list.items.length === 0
          ? <EmptyState icon={<Icon name='failure' size={40} />} title={t('mch.loadFailed')} actionText={t('mch.retry')} onAction={() => { void list.refresh() }} />
          : list.isEmpty
            ? <EmptyState icon={<Icon name='x-image' size={40} />} title={t('mch.emptyGoods')} description={t('mch.emptyGoodsDesc')} actionText={t('mch.upload')} actionId='goods-empty-upload' solid onAction={() => { void navigate('pages/user/merchantsMy/goods/uploadProduct') }} />
            : (
              <View className='w-card'>
                {list.items.map((g) => (
                  <View key={g.id} id={`goods-${g.id}`} className='m-goods'>
                    <Image className='m-goods__img' src={assetUrl(g.image)} mode='aspectFill' />
                    <View className='m-goods__main'>
                      <Text className='m-goods__title'>{g.title}</Text>
                      <Text className='m-goods__price'>{g.price} USDT</Text>
                      <Text className='m-goods__meta'>{t('mch.stock', { n: g.stock })} · {t('mch.sales', { n: g.sales })}</Text>
                      {g.reason ? <Text className='m-goods__reason'>{t('mch.reason', { r: g.reason })}</Text> : null}
                      <View className='m-goods__actions'>
                        {g.can.publish ? <Text id={`goods-${g.id}-publish`} className='m-goods__action m-goods__action--primary' onClick={() => { void act(g, 'publish') }}>{t('mch.publish')}</Text> : null}
                        {g.can.unpublish ? <Text id={`goods-${g.id}-unpublish`} className='m-goods__action' onClick={() => { void act(g, 'unpublish') }}>{t('mch.unpublish')}</Text> : null}
                        <Text id={`goods-${g.id}-stock`} className='m-goods__action' onClick={() => { void openStock(g) }}>{t('mch.stockEdit')}</Text>
                        {g.can.edit ? <Text id={`goods-${g.id}-edit`} className='m-goods__action' onClick={() => { void edit(g) }}>{t('mch.edit')}</Text> : null}
                        {g.can.delete ? <Text id={`goods-${g.id}-delete`} className='m-goods__action' onClick={() => { void act(g, 'remove') }}>{t('mch.del')}</Text> : null}
                      </View>
                    </View>
                  </View>
                ))}
                <LoadMore status={list.status} onRetry={() => { void list.retry() }} />
              </View>
              )}
      {/* the empty state has its own upload button */}
      {list.isEmpty && !list.initialLoading
        ? null
        : (
          <View className='m-fab'>
            <AppButton id='goods-upload' type='primary' onClick={() => { void navigate('pages/user/merchantsMy/goods/uploadProduct') }}>{t('mch.upload')}</AppButton>
          </View>
          )}
      <Modal visible={stock !== null} title={t('mch.stockEdit')} onOverlayClick={() => { setStock(null) }}
        footer={<AppButton id='goods-stock-save' type='primary' block loading={busy} onClick={() => { void saveStock() }}>{t('mch.saveStock')}</AppButton>}
      >
        {(stock?.form.sku ?? []).map((s, i) => (
          <View key={i} className='w-field'>
            <Text className='w-field__label'>{s.difference.join(' / ')}</Text>
            <Input id={`goods-stock-${i}`} className='w-field__input' type='number' value={stock?.values[i] ?? ''} onInput={(e) => {
              const v = e.detail.value.replace(/\D/g, '')
              setStock((cur) => cur === null ? cur : { ...cur, values: cur.values.map((x, k) => k === i ? v : x) })
            }} />
          </View>
        ))}
      </Modal>
    </>
  )
})

export default GoodsList
