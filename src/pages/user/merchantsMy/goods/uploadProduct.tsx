import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Input, Switch, Text, Textarea, View } from '@tarojs/components'
import { observer } from '@/lib/observer'
import { GOODS_TYPES, SALE_STATUSES, STOCK_METHODS, combinations, type ProductInput, type SkuInput } from '../../../../../types/merchant'
import { useStores } from '@/stores'
import { t, type TKey } from '@/i18n'
import '@/i18n/domains/merchant'
import { merchantApi, type UploadOptions } from '@/api/merchant'
import { PageShell, toast } from '@/components/PageShell'
import { AppButton } from '@/components/AppButton'
import { LinesSkeleton } from '@/components/Skeleton'
import { SignInPrompt } from '@/components/SignInPrompt'
import { redirect } from '@/routes/navigate'
import { LoadGate, errorText, useLoad } from '../../money/components/shared'
import { ImagePicker, type Picture } from '../../components/ImagePicker'
import { useMerchantGate } from '../components/gate'
import '../../money/components/wallet.scss'
import '../components/merchant.scss'
import '../../order/components/order.scss'

interface SpecDraft { name: string, values: string }
type Row = Omit<SkuInput, 'difference'>
const EMPTY_ROW: Row = { price: '', bbt_price: '0', market_price: '', stock: '', weight: '0' }
const COLS: Array<[keyof Row, TKey]> = [['price', 'mch.price'], ['bbt_price', 'mch.bbtPrice'], ['market_price', 'mch.marketPrice'], ['stock', 'mch.stockCol'], ['weight', 'mch.weight']]

/** A template's chip: its name and what it charges (a free one named after being free says it once). */
function freightLabel (f: UploadOptions['freights'][number]): string {
  const free = f.first_fee === '0' && f.additional_fee === '0'
  if (free) return f.name === t('mch.freightFree') ? f.name : `${f.name} · ${t('mch.freightFree')}`
  return `${f.name} · ${t('mch.freightPer', { a: f.first_fee, b: f.additional_fee })}`
}

/** The goods categories to choose (every one below the top level), grouped under their parent. */
function categoryGroups (all: UploadOptions['categories']): Array<{ id: number, name: string, items: UploadOptions['categories'] }> {
  const groups = new Map<number, { id: number, name: string, items: UploadOptions['categories'] }>()
  for (const c of all) {
    if (c.pid === 0) continue
    const g = groups.get(c.pid) ?? { id: c.pid, name: all.find((x) => x.id === c.pid)?.name ?? '', items: [] }
    g.items.push(c)
    groups.set(c.pid, g)
  }
  return [...groups.values()]
}

const pics = (paths: string[]): Picture[] => paths.map((p) => ({ url: p, preview: p }))
const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function specsOf (drafts: SpecDraft[]): Array<{ name: string, item: string[] }> {
  // values may be separated by the ASCII comma or the full-width one Chinese keyboards type (U+FF0C)
  return drafts.map((d) => ({ name: d.name.trim(), item: [...new Set(d.values.split(/[,\uFF0C]/).map((v) => v.trim()).filter((v) => v !== ''))] })).filter((s) => s.name !== '' || s.item.length > 0)
}

function Chips ({ id, items, value, onChange }: { id: string, items: Array<{ id: number | string, name: string }>, value: number | string | undefined, onChange: (v: number | string) => void }) {
  return (
    <View id={id} className='w-choice'>
      {items.map((it) => <Text key={it.id} id={`${id}-${it.id}`} className={`w-choice__item ${value === it.id ? 'w-choice__item--on' : ''}`} onClick={() => { onChange(it.id) }}>{it.name}</Text>)}
    </View>
  )
}

/** A labelled text area of the form. */
function AreaField ({ id, label, value, max, placeholder, onInput }: { id: string, label: string, value: string, max: number, placeholder: string, onInput: (v: string) => void }) {
  return (
    <View className='w-field w-field--col'>
      <Text className='w-field__label'>{label}</Text>
      <Textarea id={id} className='m-textarea' value={value} maxlength={max} placeholder={placeholder} onInput={(e) => { onInput(e.detail.value) }} />
    </View>
  )
}

/** The paragraphs of content this form wrote, one per line (its images are read apart). */
function textOf (html: string): string {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]).filter((p) => !p.startsWith('<img'))
    .map((p) => p.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')).join('\n')
}

/**
 * Upload or edit a product (/pages/user/merchantsMy/goods/uploadProduct?id): every field of spec §3,
 * the specs and their generated combination table; the server checks the 12 rules in the spec's
 * order and answers with the first one broken. An edit goes back to review (off sale meanwhile).
 */
const UploadProduct = observer(function UploadProduct () {
  const { session } = useStores()
  const ok = useMerchantGate()
  const id = Number(useRouter().params.id ?? 0) || null
  const opts = useLoad<UploadOptions>(() => merchantApi.options(), ok)
  const [p, setP] = useState<ProductInput>({ goods_type: undefined, stock_method: 'porder', pickup: false, sale_status: 'on_sale', profit_ratio: '0' })
  const [specs, setSpecs] = useState<SpecDraft[]>([{ name: '', values: '' }])
  const [rows, setRows] = useState<Record<string, Row>>({})
  const [main, setMain] = useState<Picture[]>([])
  const [gallery, setGallery] = useState<Picture[]>([])
  const [paragraphs, setParagraphs] = useState('')
  const [paragraphsEn, setParagraphsEn] = useState('')
  const [contentPics, setContentPics] = useState<Picture[]>([])
  const [freight, setFreight] = useState<{ open: boolean, name: string, first: string, additional: string, freeOver: string }>({ open: false, name: '', first: '0', additional: '0', freeOver: '' })
  const [uploading, setUploading] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [loaded, setLoaded] = useState(id === null)

  // editing: the product as saved
  useEffect(() => {
    if (!ok || id === null) return
    merchantApi.product({ id }).then((g) => {
      setP(g)
      setSpecs((g.spu ?? []).map((s) => ({ name: s.name, values: s.item.join(',') })))
      setRows(Object.fromEntries((g.sku ?? []).map((s) => [JSON.stringify(s.difference), { price: String(s.price), bbt_price: String(s.bbt_price), market_price: String(s.market_price), stock: String(s.stock), weight: String(s.weight) }])))
      setMain(g.image ? pics([g.image]) : [])
      setGallery(pics(g.images ?? []))
      // content back into paragraphs and images (what this form writes); the English content has
      // the same images
      const html = g.content ?? ''
      setParagraphs(textOf(html))
      setParagraphsEn(textOf(g.content_en ?? ''))
      setContentPics(pics([...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1])))
      setLoaded(true)
    }).catch((e) => { setError(errorText(e)); setLoaded(true) })
  }, [ok, id])

  const shell = (body: React.ReactNode) => <PageShell id='upload-product' className='w-page' titleKey={id === null ? 'mch.uploadTitle' : 'mch.editTitle'}>{body}</PageShell>
  if (!session.isLogin) return shell(<SignInPrompt reason='account' />)
  if (!ok || !loaded) return shell(<View className='w-card'><LinesSkeleton rows={4} /></View>)
  const o = opts.data
  if (o === null) return shell(<LoadGate state={opts} />)

  const set = (patch: Partial<ProductInput>) => { setP((cur) => ({ ...cur, ...patch })); setError('') }
  const spu = specsOf(specs)
  const combos = spu.every((s) => s.name !== '' && s.item.length > 0) ? combinations(spu) : []
  const rowOf = (c: string[]): Row => rows[JSON.stringify(c)] ?? EMPTY_ROW
  const setCell = (c: string[], k: keyof Row, v: string) => { setRows((cur) => ({ ...cur, [JSON.stringify(c)]: { ...rowOf(c), [k]: v } })); setError('') }

  const content = (text: string): string => [
    ...text.split('\n').map((l) => l.trim()).filter((l) => l !== '').map((l) => `<p>${escapeHtml(l)}</p>`),
    ...contentPics.map((x) => `<p><img src="${x.url}"></p>`)
  ].join('')

  const save = async () => {
    if (busy || uploading > 0) return
    setBusy(true)
    setError('')
    try {
      await merchantApi.save({
        ...(id !== null ? { id } : {}),
        title: p.title ?? '', title_en: p.title_en ?? '', goods_type: p.goods_type, shop_category_id: p.shop_category_id, category_id: p.category_id, brand_id: p.brand_id,
        spu, sku: combos.map((c) => ({ difference: c, ...rowOf(c) })),
        image: main[0]?.url ?? '', images: gallery.map((x) => x.url), description: p.description ?? '', description_en: p.description_en ?? '',
        content: content(paragraphs), content_en: paragraphsEn.trim() === '' ? '' : content(paragraphsEn),
        stock_method: p.stock_method, freight_id: p.freight_id, pickup: p.pickup === true, sale_status: p.sale_status, profit_ratio: p.profit_ratio || '0'
      })
      toast(t('mch.sentForReview'), 'success')
      setTimeout(() => { void redirect('pages/user/merchantsMy/goods/goodsList', { tab: 'review' }) }, 800)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const createFreight = async () => {
    if (busy) return
    setBusy(true)
    try {
      const r = await merchantApi.addFreight({ name: freight.name, first_fee: freight.first || '0', additional_fee: freight.additional || '0', free_over: freight.freeOver === '' ? null : freight.freeOver })
      await opts.reload()
      set({ freight_id: r.id })
      setFreight({ open: false, name: '', first: '0', additional: '0', freeOver: '' })
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return shell(
    <>
      {id !== null ? <Text className='w-note w-note--warn' style={{ padding: '16px 24px 0' }}>{t('mch.editNote')}</Text> : null}
      <View className='w-card'>
        <View className='w-field'>
          <Text className='w-field__label'>{t('mch.title')}</Text>
          <Input id='product-title' className='w-field__input' value={p.title ?? ''} maxlength={120} placeholder={t('mch.titlePh')} onInput={(e) => { set({ title: e.detail.value }) }} />
        </View>
        <View className='w-field'>
          <Text className='w-field__label'>{t('mch.titleEn')}</Text>
          <Input id='product-title-en' className='w-field__input' value={p.title_en ?? ''} maxlength={120} placeholder={t('mch.titleEnPh')} onInput={(e) => { set({ title_en: e.detail.value }) }} />
        </View>
        <Text className='m-label'>{t('mch.goodsType')}</Text>
        <Chips id='product-type' items={GOODS_TYPES.map((k) => ({ id: k, name: t(`mch.goodsTypes.${k}` as TKey) }))} value={p.goods_type} onChange={(v) => { set({ goods_type: String(v) }) }} />
        <Text className='m-label'>{t('mch.shopCategory')}</Text>
        <Chips id='product-shop-category' items={o.shop_categories} value={p.shop_category_id} onChange={(v) => { set({ shop_category_id: Number(v) }) }} />
        <Text className='m-label'>{t('mch.category')}</Text>
        <View id='product-category'>
          {categoryGroups(o.categories).map((g) => (
            <View key={g.id} className='m-group'>
              <Text className='m-group__name'>{g.name}</Text>
              <Chips id={`product-category-${g.id}`} items={g.items} value={p.category_id} onChange={(v) => { set({ category_id: Number(v) }) }} />
            </View>
          ))}
        </View>
        <Text className='m-label'>{t('mch.brand')}</Text>
        <Chips id='product-brand' items={o.brands} value={p.brand_id} onChange={(v) => { set({ brand_id: Number(v) }) }} />
      </View>

      <View className='w-card'>
        <Text className='w-card__title'>{t('mch.specs')}</Text>
        {specs.map((s, i) => (
          <View key={i} className='m-spec'>
            <Input id={`product-spec-${i}-name`} className='m-spec__input' value={s.name} maxlength={20} placeholder={t('mch.specName')} onInput={(e) => { setSpecs(specs.map((x, k) => k === i ? { ...x, name: e.detail.value } : x)); setError('') }} />
            <Input id={`product-spec-${i}-values`} className='m-spec__input' value={s.values} maxlength={200} placeholder={t('mch.specValues')} onInput={(e) => { setSpecs(specs.map((x, k) => k === i ? { ...x, values: e.detail.value } : x)); setError('') }} />
            {specs.length > 1 ? <Text className='m-link' onClick={() => { setSpecs(specs.filter((_, k) => k !== i)) }}>{t('mch.removeSpec')}</Text> : null}
          </View>
        ))}
        {specs.length < 3 ? <Text id='product-add-spec' className='m-link' onClick={() => { setSpecs([...specs, { name: '', values: '' }]) }}>+ {t('mch.addSpec')}</Text> : null}
        {combos.length > 0
          ? (
            <View id='product-table' className='m-table'>
              <Text className='m-label'>{t('mch.table')}</Text>
              <View className='m-table__row'>
                <Text className='m-table__cell m-table__cell--head'>{spu.map((s) => s.name).join(' / ')}</Text>
                {COLS.map(([k, label]) => <Text key={k} className='m-table__cell m-table__cell--head'>{t(label)}</Text>)}
              </View>
              {combos.map((c, i) => (
                <View key={c.join('|')} className='m-table__row'>
                  <Text className='m-table__cell'>{c.join(' / ')}</Text>
                  {COLS.map(([k]) => (
                    <View key={k} className='m-table__cell'>
                      <Input id={`product-sku-${i}-${k}`} className='m-table__input' type='digit' value={String(rowOf(c)[k])} onInput={(e) => { setCell(c, k, e.detail.value) }} />
                    </View>
                  ))}
                </View>
              ))}
            </View>
            )
          : null}
      </View>

      <View className='w-card'>
        <Text className='m-label'>{t('mch.mainImage')}</Text>
        <ImagePicker id='product-image' value={main} max={1} addLabel={t('mch.add')} onUploading={setUploading} onChange={(v) => { setMain(v); setError('') }} />
        <Text className='m-label'>{t('mch.gallery')}</Text>
        <ImagePicker id='product-images' value={gallery} max={9} addLabel={t('mch.add')} onUploading={setUploading} onChange={(v) => { setGallery(v); setError('') }} />
        <Text className='w-field__hint'>{t('mch.photoHint')}</Text>
        <AreaField id='product-description' label={t('mch.description')} value={p.description ?? ''} max={500} placeholder={t('mch.description')} onInput={(v) => { set({ description: v }) }} />
        <AreaField id='product-content' label={t('mch.content')} value={paragraphs} max={5000} placeholder={t('mch.contentPh')} onInput={(v) => { setParagraphs(v); setError('') }} />
        <AreaField id='product-description-en' label={t('mch.descriptionEn')} value={p.description_en ?? ''} max={500} placeholder={t('mch.titleEnPh')} onInput={(v) => { set({ description_en: v }) }} />
        <AreaField id='product-content-en' label={t('mch.contentEn')} value={paragraphsEn} max={5000} placeholder={t('mch.contentEnPh')} onInput={(v) => { setParagraphsEn(v); setError('') }} />
        <Text className='m-label'>{t('mch.contentImages')}</Text>
        <ImagePicker id='product-content-images' value={contentPics} max={9} addLabel={t('mch.add')} onUploading={setUploading} onChange={setContentPics} />
      </View>

      <View className='w-card'>
        <Text className='m-label'>{t('mch.stockMethod')}</Text>
        <Chips id='product-stock-method' items={STOCK_METHODS.map((k) => ({ id: k, name: t(`mch.stockMethods.${k}` as TKey) }))} value={p.stock_method} onChange={(v) => { set({ stock_method: String(v) }) }} />
        <Text className='m-label'>{t('mch.freight')}</Text>
        <Chips id='product-freight' items={o.freights.map((f) => ({ id: f.id, name: freightLabel(f) }))} value={p.freight_id} onChange={(v) => { set({ freight_id: Number(v) }) }} />
        {freight.open
          ? (
            <View id='product-freight-form'>
              {([['name', 'mch.freightName'], ['first', 'mch.firstFee'], ['additional', 'mch.additionalFee'], ['freeOver', 'mch.freeOver']] as const).map(([k, label]) => (
                <View key={k} className='w-field'>
                  <Text className='w-field__label'>{t(label)}</Text>
                  <Input id={`product-freight-${k}`} className='w-field__input' type={k === 'name' ? 'text' : 'digit'} value={freight[k]} maxlength={40} placeholder={t(label)} onInput={(e) => { setFreight({ ...freight, [k]: e.detail.value }) }} />
                </View>
              ))}
              <AppButton id='product-freight-save' size='small' onClick={() => { void createFreight() }}>{t('mch.createFreight')}</AppButton>
            </View>
            )
          : <Text id='product-freight-new' className='m-link' onClick={() => { setFreight({ ...freight, open: true }) }}>+ {t('mch.newFreight')}</Text>}
        <View className='w-field'>
          <Text className='w-field__label'>{t('mch.pickup')}</Text>
          <Switch id='product-pickup' checked={p.pickup === true} color='#ff448f' onChange={(e) => { set({ pickup: e.detail.value }) }} />
        </View>
        <Text className='m-label'>{t('mch.saleStatus')}</Text>
        <Chips id='product-sale-status' items={SALE_STATUSES.map((k) => ({ id: k, name: t(`mch.saleStatuses.${k}` as TKey) }))} value={p.sale_status} onChange={(v) => { set({ sale_status: String(v) }) }} />
        <View className='w-field'>
          <Text className='w-field__label'>{t('mch.profitRatio')}</Text>
          <Input id='product-profit' className='w-field__input' type='digit' value={p.profit_ratio ?? ''} maxlength={5} placeholder={t('mch.profitRatioPh')} onInput={(e) => { set({ profit_ratio: e.detail.value }) }} />
          <Text className='m-suffix'>%</Text>
        </View>
      </View>
      {error ? <Text id='product-error' className='w-note w-note--error' style={{ padding: '0 24px' }}>{error}</Text> : null}
      <AppButton id='product-save' className='w-submit' type='primary' block loading={busy} disabled={busy || uploading > 0} onClick={() => { void save() }}>{t('mch.saveProduct')}</AppButton>
      <View style={{ height: '48px' }} />
    </>
  )
})

export default UploadProduct
