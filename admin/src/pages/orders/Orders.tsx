import { useState } from 'react'
import { PageContainer, ProDescriptions, ProTable, type ProColumns } from '@ant-design/pro-components'
import { Alert, Card, Drawer, Image, Space, Table, Tag, Timeline } from 'antd'
import type { AdminOrder, AdminOrderDetail } from '../../../../types/admin'
import { tableRequest } from '../../api'
import { useI18n, type Text } from '../../i18n'
import { currentAdmin } from '../../session'
import { formatTime, PageLoading, useApiData } from '../../ui'
import { PlatformRefund } from './PlatformRefund'

// Orders: search by number, buyer, shop and state; an order's lines, address and state log; a
// completed order's platform refund (support, super: PlatformRefund.tsx).

export const ORDER_STATES: Record<number, Text & { color: string }> = {
  1: { zh: '待付款', en: 'Unpaid', color: 'orange' },
  2: { zh: '待发货', en: 'Paid', color: 'blue' },
  3: { zh: '待收货', en: 'Shipped', color: 'cyan' },
  4: { zh: '待评价', en: 'Received', color: 'geekblue' },
  6: { zh: '已完成', en: 'Completed', color: 'green' },
  7: { zh: '已关闭', en: 'Closed', color: 'default' }
}

export default function Orders (): JSX.Element {
  const { tr } = useI18n()
  const [open, setOpen] = useState<number | null>(null)
  const state = (s: number): JSX.Element => <Tag color={ORDER_STATES[s]?.color}>{ORDER_STATES[s] === undefined ? s : tr(ORDER_STATES[s])}</Tag>
  const columns: Array<ProColumns<AdminOrder>> = [
    { title: tr({ zh: '订单号', en: 'Order no.' }), dataIndex: 'order_no', copyable: true, width: 195 },
    { title: tr({ zh: '买家 ID', en: 'Buyer ID' }), dataIndex: 'user_id', hideInTable: true, valueType: 'digit' },
    { title: tr({ zh: '店铺 ID', en: 'Shop ID' }), dataIndex: 'shop_id', hideInTable: true, valueType: 'digit' },
    { title: tr({ zh: '买家', en: 'Buyer' }), dataIndex: 'nickname', search: false, ellipsis: true, render: (_, r) => `${r.nickname} (#${r.user_id})` },
    { title: tr({ zh: '店铺', en: 'Shop' }), dataIndex: 'shop_name', search: false, ellipsis: true },
    { title: tr({ zh: '件数', en: 'Items' }), dataIndex: 'number', search: false, width: 60, align: 'right' },
    { title: tr({ zh: '金额 (USDT)', en: 'Total (USDT)' }), dataIndex: 'price', search: false, width: 110, align: 'right' },
    { title: tr({ zh: '支付', en: 'Paid with' }), dataIndex: 'pay_asset', search: false, width: 120, ellipsis: true, render: (_, r) => r.pay_asset === null ? '—' : `${r.pay_amount ?? ''} ${r.pay_asset.toUpperCase()}` },
    {
      title: tr({ zh: '状态', en: 'State' }),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(ORDER_STATES).map(([k, v]) => [k, { text: tr(v) }])),
      render: (_, r) => state(r.state)
    },
    { title: tr({ zh: '下单时间', en: 'Placed' }), dataIndex: 'created_at', search: false, width: 150, render: (_, r) => formatTime(r.created_at) },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', width: 70, render: (_, r) => [<a key="v" onClick={() => { setOpen(r.id) }}>{tr({ zh: '详情', en: 'Details' })}</a>] }
  ]
  return (
    <PageContainer title={tr({ zh: '订单', en: 'Orders' })}>
      <ProTable<AdminOrder>
        rowKey="id"
        columns={columns}
        tableLayout="fixed"
        request={tableRequest<AdminOrder>('/orders', (p) => ({ ...p, state: p.state === undefined ? undefined : Number(p.state) }) as Record<string, string | number | undefined>)}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
      />
      <Drawer width={820} open={open !== null} onClose={() => { setOpen(null) }} title={tr({ zh: '订单详情', en: 'Order details' })} destroyOnClose>
        {open !== null && <OrderDetail id={open} state={state} />}
      </Drawer>
    </PageContainer>
  )
}

function OrderDetail ({ id, state }: { id: number, state: (s: number) => JSX.Element }): JSX.Element {
  const { tr } = useI18n()
  const { data, error, reload } = useApiData<AdminOrderDetail>(`/orders/${id}`)
  // finance reads orders too, but refunding is support's (the route allows support and super)
  const role = currentAdmin()?.role
  const mayRefund = role === 'support' || role === 'super'
  if (error !== null) return <Alert type="error" showIcon message={error} />
  if (data === undefined) return <PageLoading />
  const o = data.order
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {mayRefund && data.refundable !== null && <PlatformRefund orderId={o.id} refundable={data.refundable} onDone={reload} />}
      <ProDescriptions
        column={2}
        bordered
        size="small"
        title={<Space>{o.order_no}{state(o.state)}</Space>}
        dataSource={o}
        columns={[
          { title: tr({ zh: '买家', en: 'Buyer' }), render: () => `${o.nickname} (#${o.user_id})` },
          { title: tr({ zh: '店铺', en: 'Shop' }), render: () => `${o.shop_name} (#${o.shop_id})` },
          { title: tr({ zh: '金额', en: 'Total' }), render: () => `${o.price} USDT (${tr({ zh: '运费', en: 'freight' })} ${data.freight})` },
          { title: tr({ zh: '支付', en: 'Paid with' }), render: () => o.pay_asset === null ? '—' : `${o.pay_amount ?? ''} ${o.pay_asset.toUpperCase()} · ${formatTime(o.paytime)}` },
          { title: tr({ zh: '收货信息', en: 'Deliver to' }), span: 2, render: () => data.address === null ? '—' : `${data.address.name} ${data.address.mobile} ${data.address.address}` },
          { title: tr({ zh: '物流', en: 'Parcel' }), render: () => data.express === null ? '—' : `${data.express.code} ${data.express.no}` },
          { title: tr({ zh: '备注', en: 'Remarks' }), render: () => data.remarks === '' ? '—' : data.remarks }
        ]}
      />
      <Card size="small" title={tr({ zh: '商品', en: 'Goods' })}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.goods}
          columns={[
            { title: tr({ zh: '商品', en: 'Goods' }), render: (_, g) => <Space><Image src={g.image} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />{tr({ zh: g.title, en: g.title_en !== '' ? g.title_en : g.title })}</Space> },
            { title: tr({ zh: '规格', en: 'Spec' }), dataIndex: 'difference' },
            { title: tr({ zh: '单价', en: 'Price' }), dataIndex: 'price', align: 'right' },
            { title: tr({ zh: '数量', en: 'Qty' }), dataIndex: 'number', align: 'right' }
          ]}
        />
      </Card>
      <Card size="small" title={tr({ zh: '订单日志', en: 'Order log' })}>
        <Timeline
          items={data.logs.map((l) => ({
            color: ORDER_STATES[l.to]?.color === 'default' ? 'gray' : 'blue',
            children: (
              <div data-testid="order-log">
                <strong>{l.event}</strong>{' '}
                {l.from === null ? '' : `${ORDER_STATES[l.from] === undefined ? l.from : tr(ORDER_STATES[l.from])} → `}{ORDER_STATES[l.to] === undefined ? l.to : tr(ORDER_STATES[l.to])}
                <div style={{ color: '#999', fontSize: 12 }}>{formatTime(l.created_at)} · {l.actor}{l.actor_id === null ? '' : ` #${l.actor_id}`}{l.note === '' ? '' : ` · ${l.note}`}</div>
              </div>
            )
          }))}
        />
      </Card>
    </Space>
  )
}
