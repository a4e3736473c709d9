import { useRef, useState } from 'react'
import { ModalForm, PageContainer, ProDescriptions, ProFormRadio, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Alert, Button, Card, Drawer, Empty, Image, Popconfirm, Space, Tag, Timeline } from 'antd'
import type { RefundDetail, RefundListItem, RefundLogEntry } from '../../../../types/refund'
import { apiPost, tableRequest } from '../../api'
import { useI18n, type Text } from '../../i18n'
import { formatTime, PageLoading, useAction, useApiData } from '../../ui'

// Refund arbitration (support): the platform's refunds, those in intervention first (the default
// filter), a refund's detail with the evidence images and the whole log; decide a full or partial
// refund or reject with a note both sides read; retry a failed payout.

export const REFUND_STATES: Record<number, Text & { color: string }> = {
  0: { zh: '待商家处理', en: 'Awaiting seller', color: 'orange' },
  1: { zh: '待买家退货', en: 'Awaiting return', color: 'gold' },
  2: { zh: '商家已拒绝', en: 'Seller refused', color: 'volcano' },
  3: { zh: '平台介入', en: 'Platform intervention', color: 'red' },
  4: { zh: '退款完成', en: 'Completed', color: 'green' },
  5: { zh: '已关闭', en: 'Closed', color: 'default' },
  6: { zh: '待商家收货', en: 'Return shipped', color: 'cyan' },
  7: { zh: '退款中', en: 'Refunding', color: 'blue' },
  8: { zh: '退款失败', en: 'Payout failed', color: 'magenta' }
}

// the buyer's seven reasons, as the app words them (src/i18n/domains/refund.ts)
const REASONS: Text[] = [
  { zh: '不喜欢/不想要', en: 'Changed my mind' },
  { zh: '空包裹', en: 'Empty parcel' },
  { zh: '快递一直未送达', en: 'Never delivered' },
  { zh: '颜色/尺码与商品描述不符', en: 'Colour/size not as described' },
  { zh: '质量问题', en: 'Quality problem' },
  { zh: '少件/漏发', en: 'Missing items' },
  { zh: '假冒品牌', en: 'Counterfeit' },
  // 7: a refund the platform made of a completed order (Orders → details)
  { zh: '平台退款', en: 'Platform refund' }
]

type Detail = RefundDetail & { log: RefundLogEntry[] }
interface DecideForm { decision: 'refund' | 'reject', amount?: string, note: string }

export default function Refunds (): JSX.Element {
  const { tr } = useI18n()
  const table = useRef<ActionType>()
  const [open, setOpen] = useState<number | null>(null)
  const state = (s: number): JSX.Element => <Tag color={REFUND_STATES[s]?.color}>{REFUND_STATES[s] === undefined ? s : tr(REFUND_STATES[s])}</Tag>
  const columns: Array<ProColumns<RefundListItem>> = [
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    { title: tr({ zh: '订单号', en: 'Order no.' }), dataIndex: 'order_no', search: false, copyable: true, width: 185 },
    { title: tr({ zh: '商品', en: 'Goods' }), dataIndex: 'goods', search: false, ellipsis: true, render: (_, r) => <Space><Image src={r.goods.image} width={32} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} preview={false} /><span>{r.goods.title}<div style={{ color: '#999', fontSize: 12 }}>{r.shop.shopname}</div></span></Space> },
    { title: tr({ zh: '买家', en: 'Buyer' }), dataIndex: 'buyer', search: false, width: 140, ellipsis: true, render: (_, r) => r.buyer === undefined ? '—' : `${r.buyer.nickname} (#${r.buyer.id})` },
    { title: tr({ zh: '类型', en: 'Type' }), dataIndex: 'type', search: false, width: 90, render: (_, r) => r.type === 'return' ? tr({ zh: '退货退款', en: 'Return' }) : tr({ zh: '仅退款', en: 'Refund only' }) },
    { title: tr({ zh: '金额 (USDT)', en: 'Amount (USDT)' }), dataIndex: 'price', search: false, width: 110, align: 'right' },
    {
      title: tr({ zh: '状态', en: 'State' }),
      dataIndex: 'state',
      width: 160,
      valueType: 'select',
      initialValue: '3',
      valueEnum: Object.fromEntries(Object.entries(REFUND_STATES).map(([k, v]) => [k, { text: tr(v) }])),
      render: (_, r) => state(r.state)
    },
    { title: tr({ zh: '申请时间', en: 'Applied' }), dataIndex: 'createtime', search: false, width: 150, render: (_, r) => formatTime(r.createtime) },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', fixed: 'right', width: 90, render: (_, r) => [<a key="v" onClick={() => { setOpen(r.id) }}>{r.state === 3 ? tr({ zh: '处理', en: 'Decide' }) : tr({ zh: '详情', en: 'Details' })}</a>] }
  ]
  return (
    <PageContainer title={tr({ zh: '退款仲裁', en: 'Refund arbitration' })}>
      <ProTable<RefundListItem>
        rowKey="id"
        actionRef={table}
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1250 }}
        request={tableRequest<RefundListItem>('/refunds', (p) => ({ ...p, state: p.state === undefined ? undefined : Number(p.state) }) as Record<string, string | number | undefined>)}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
      />
      <Drawer width={860} open={open !== null} onClose={() => { setOpen(null) }} title={tr({ zh: '退款详情', en: 'Refund details' })} destroyOnClose>
        {open !== null && <RefundView id={open} state={state} onChanged={() => { void table.current?.reload() }} />}
      </Drawer>
    </PageContainer>
  )
}

function RefundView ({ id, state, onChanged }: { id: number, state: (s: number) => JSX.Element, onChanged: () => void }): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const [deciding, setDeciding] = useState(false)
  const { data, error, reload } = useApiData<Detail>(`/refunds/${id}`)
  if (error !== null) return <Alert type="error" showIcon message={error} />
  if (data === undefined) return <PageLoading />
  const r = data
  const done = (): void => { reload(); onChanged() }
  const decide = async (v: DecideForm): Promise<boolean> => {
    const body = { decision: v.decision, note: v.note, ...(v.decision === 'refund' && v.amount !== undefined && v.amount !== '' ? { amount: v.amount } : {}) }
    const ok = await act(async () => await apiPost(`/refunds/${id}/decide`, body)) !== null
    if (ok) done()
    return ok
  }
  const retry = async (): Promise<void> => {
    if (await act(async () => await apiPost(`/refunds/${id}/retry`)) !== null) done()
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {r.state === 3 && (
        <Alert
          type="warning"
          showIcon
          message={tr({ zh: '买家已申请平台介入，请查看凭证与日志后裁决', en: 'The buyer asked the platform to step in: read the evidence and the log, then decide' })}
          action={<Button type="primary" onClick={() => { setDeciding(true) }}>{tr({ zh: '裁决', en: 'Decide' })}</Button>}
        />
      )}
      {r.state === 8 && (
        <Alert
          type="error"
          showIcon
          message={tr({ zh: '退款打款失败', en: 'The payout failed' })}
          action={<Popconfirm title={tr({ zh: '重新打款？', en: 'Retry the payout?' })} onConfirm={retry}><Button danger>{tr({ zh: '重试', en: 'Retry' })}</Button></Popconfirm>}
        />
      )}
      <ProDescriptions
        column={2}
        bordered
        size="small"
        title={<Space>#{r.id} {r.order_no}{state(r.state)}</Space>}
        dataSource={r}
        columns={[
          { title: tr({ zh: '商品', en: 'Goods' }), span: 2, render: () => <Space><Image src={r.goods.image} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />{r.goods.title} {r.goods.difference.join(' ')} × {r.goods.number} · {r.goods.price}</Space> },
          { title: tr({ zh: '买家', en: 'Buyer' }), render: () => r.buyer === undefined ? '—' : `${r.buyer.nickname} (#${r.buyer.id})` },
          { title: tr({ zh: '店铺', en: 'Shop' }), render: () => `${r.shop.shopname} (#${r.shop.id})` },
          { title: tr({ zh: '类型', en: 'Type' }), render: () => r.type === 'return' ? tr({ zh: '退货退款', en: 'Return and refund' }) : tr({ zh: '仅退款', en: 'Refund only' }) },
          { title: tr({ zh: '原因', en: 'Reason' }), render: () => REASONS[r.reason] === undefined ? r.reason : tr(REASONS[r.reason]) },
          { title: tr({ zh: '申请金额', en: 'Amount asked' }), render: () => `${r.price} USDT` },
          { title: tr({ zh: '可退上限', en: 'Most refundable' }), render: () => `${r.max} USDT` },
          { title: tr({ zh: '收货情况', en: 'Goods received' }), render: () => r.expressType === 1 ? tr({ zh: '已收到货', en: 'Received' }) : tr({ zh: '未收到货', en: 'Not received' }) },
          { title: tr({ zh: '退货物流', en: 'Return parcel' }), render: () => r.express === null ? '—' : `${r.express.name} ${r.express.no}` },
          { title: tr({ zh: '买家说明', en: "Buyer's statement" }), span: 2, render: () => r.refund_content === '' ? '—' : r.refund_content },
          { title: tr({ zh: '商家拒绝理由', en: "Seller's refusal" }), span: 2, render: () => r.refuse_content === '' ? '—' : r.refuse_content },
          { title: tr({ zh: '平台裁决', en: "Platform's decision" }), span: 2, render: () => r.judgement === '' ? '—' : r.judgement },
          { title: tr({ zh: '已退款', en: 'Paid back' }), span: 2, render: () => r.payouts.length === 0 ? '—' : r.payouts.map((p) => `${p.amount} ${p.asset.toUpperCase()}`).join(' + ') }
        ]}
      />
      <Card size="small" title={tr({ zh: '凭证图片', en: 'Evidence' })}>
        {r.images.length === 0
          ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr({ zh: '买家未上传凭证', en: 'No images from the buyer' })} />
          : <Image.PreviewGroup><Space wrap>{r.images.map((src) => <Image key={src} src={src} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} />)}</Space></Image.PreviewGroup>}
      </Card>
      <Card size="small" title={tr({ zh: '退款日志', en: 'Refund log' })}>
        <Timeline
          items={r.log.map((l) => ({
            color: l.actor === 'platform' ? 'red' : l.actor === 'system' ? 'gray' : 'blue',
            children: (
              <div data-testid="refund-log">
                <strong>{l.event}</strong>{' '}
                {l.from === null ? '' : `${REFUND_STATES[l.from] === undefined ? l.from : tr(REFUND_STATES[l.from])} → `}{REFUND_STATES[l.to] === undefined ? l.to : tr(REFUND_STATES[l.to])}
                <div style={{ color: '#999', fontSize: 12 }}>{formatTime(l.createtime)} · {l.actor}{l.note === '' ? '' : ` · ${l.note}`}</div>
              </div>
            )
          }))}
        />
      </Card>
      <ModalForm<DecideForm>
        title={tr({ zh: '平台裁决', en: "The platform's decision" })}
        open={deciding}
        onOpenChange={setDeciding}
        initialValues={{ decision: 'refund', amount: r.price }}
        onFinish={decide}
        modalProps={{ destroyOnClose: true }}
      >
        <ProFormRadio.Group
          name="decision"
          label={tr({ zh: '结果', en: 'Outcome' })}
          options={[{ value: 'refund', label: tr({ zh: '退款（全额或部分）', en: 'Refund (full or partial)' }) }, { value: 'reject', label: tr({ zh: '驳回', en: 'Reject' }) }]}
        />
        <ProFormText
          name="amount"
          label={tr({ zh: `退款金额（USDT，最多 ${r.max}）`, en: `Amount (USDT, at most ${r.max})` })}
          rules={[{ pattern: /^\d+(\.\d{1,2})?$/, message: tr({ zh: '金额格式不正确', en: 'Not an amount' }) }]}
          extra={tr({ zh: '驳回时忽略；留空则按买家申请的金额', en: 'Ignored when rejecting; empty = the amount asked' })}
        />
        <ProFormTextArea name="note" label={tr({ zh: '处理说明（买卖双方可见）', en: 'Note (shown to both sides)' })} rules={[{ required: true, whitespace: true }, { max: 500 }]} />
      </ModalForm>
    </Space>
  )
}
