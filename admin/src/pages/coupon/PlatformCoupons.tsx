import { useRef, useState } from 'react'
import {
  ModalForm, PageContainer, ProFormDateTimePicker, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormText, ProTable,
  type ActionType, type ProColumns
} from '@ant-design/pro-components'
import { Button, Popconfirm, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import type { Dayjs } from 'dayjs'
import type { PlatformCoupon, PlatformCouponInput } from '../../../../types/coupon'
import { apiPost, tableRequest } from '../../api'
import { useI18n, type Text } from '../../i18n'
import { formatTime, useAction } from '../../ui'

// Platform coupons (finance, super): coupons without a shop, claimed in the app's coupon centre
// and usable on any one shop's order. Created with the merchant's fields plus an English name and
// an applicable range; stopped (no more claims; coupons already held stay valid) or resumed. The
// server checks every rule and names the field it refuses.

const TYPES: Record<PlatformCoupon['type'], Text> = {
  reduction: { zh: '满减', en: 'Amount off' },
  discount: { zh: '折扣', en: 'Discount' },
  shipping: { zh: '运费', en: 'Free shipping' },
  vip: { zh: '会员', en: 'VIP' }
}

const RANGES: Record<PlatformCoupon['rangetype'], Text> = {
  all: { zh: '全平台商品', en: 'Every product' },
  goods: { zh: '指定商品', en: 'Chosen products' },
  category: { zh: '指定分类', en: 'Chosen categories' }
}

interface Form {
  type: PlatformCoupon['type']
  name: string
  name_en?: string
  price?: number
  discount?: number
  limit?: number
  rangetype: PlatformCoupon['rangetype']
  range?: string
  pretype: 'fixed' | 'appoint'
  validity?: number
  startdate?: Dayjs
  enddate?: Dayjs
  drawlimit: number
  grant_total: number
}

/** "12, 15 30" → [12, 15, 30]; the server says which of them do not exist. */
function ids (text: string | undefined): number[] {
  return (text ?? '').split(/[\s,，]+/).filter((s) => s !== '').map(Number).filter((n) => Number.isInteger(n) && n > 0)
}

export default function PlatformCoupons (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [creating, setCreating] = useState(false)

  const save = async (v: Form): Promise<boolean> => {
    const body: PlatformCouponInput = {
      type: v.type,
      name: v.name,
      name_en: v.name_en ?? '',
      price: v.type === 'discount' || v.price === undefined ? undefined : String(v.price),
      discount: v.type === 'discount' && v.discount !== undefined ? String(v.discount) : undefined,
      limit: v.limit === undefined ? '0' : String(v.limit),
      rangetype: v.rangetype,
      range: v.rangetype === 'all' ? [] : ids(v.range),
      pretype: v.pretype,
      validity: v.pretype === 'appoint' ? v.validity : undefined,
      startdate: v.pretype === 'fixed' && v.startdate !== undefined ? v.startdate.unix() : undefined,
      enddate: v.pretype === 'fixed' && v.enddate !== undefined ? v.enddate.unix() : undefined,
      drawlimit: v.drawlimit,
      grant_total: v.grant_total
    }
    const res = await act(async () => await apiPost('/coupons', body as unknown as Record<string, unknown>))
    if (res === null) return false
    void table.current?.reload()
    return true
  }

  const setStatus = async (c: PlatformCoupon, status: PlatformCoupon['status']): Promise<void> => {
    if (await act(async () => await apiPost(`/coupons/${c.id}/status`, { status })) !== null) void table.current?.reload()
  }

  const face = (c: PlatformCoupon): string => {
    const threshold = Number(c.limit) > 0 ? tr({ zh: `满 ${c.limit} `, en: `over ${c.limit}, ` }) : tr({ zh: '无门槛 ', en: 'no minimum, ' })
    if (c.type === 'discount') return threshold + tr({ zh: `${c.discount} 折`, en: `${Math.round((10 - Number(c.discount)) * 10)}% off` })
    if (c.type === 'shipping') return threshold + tr({ zh: `免运费（至多 ${c.price}）`, en: `free shipping up to ${c.price}` })
    return threshold + tr({ zh: `减 ${c.price}`, en: `${c.price} off` })
  }

  const columns: Array<ProColumns<PlatformCoupon>> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: tr({ zh: '名称', en: 'Name' }), dataIndex: 'name', render: (_, c) => <span data-testid={`coupon-name-${c.id}`}>{c.name}{c.name_en !== '' && <Typography.Text type="secondary"> / {c.name_en}</Typography.Text>}</span> },
    { title: tr({ zh: '类型', en: 'Type' }), dataIndex: 'type', width: 100, render: (_, c) => tr(TYPES[c.type]) },
    { title: tr({ zh: '优惠', en: 'Offer' }), dataIndex: 'price', render: (_, c) => face(c) },
    { title: tr({ zh: '适用范围', en: 'Applies to' }), dataIndex: 'rangetype', render: (_, c) => c.rangetype === 'all' ? tr(RANGES.all) : `${tr(RANGES[c.rangetype])}: ${c.range.join(', ')}` },
    {
      title: tr({ zh: '有效期', en: 'Valid' }),
      dataIndex: 'pretype',
      render: (_, c) => c.pretype === 'appoint'
        ? tr({ zh: `领取后 ${c.validity} 天`, en: `${c.validity} days after claiming` })
        : `${formatTime(c.startdate)} – ${c.enddate === null ? '∞' : formatTime(c.enddate)}`
    },
    {
      title: tr({ zh: '已领 / 总量', en: 'Claimed / total' }),
      dataIndex: 'already_grant',
      width: 120,
      align: 'right',
      render: (_, c) => `${c.already_grant} / ${c.grant_total === -1 ? tr({ zh: '不限', en: 'unlimited' }) : c.grant_total}`
    },
    { title: tr({ zh: '已使用', en: 'Used' }), dataIndex: 'used', width: 80, align: 'right' },
    { title: tr({ zh: '每人限领', en: 'Per user' }), dataIndex: 'drawlimit', width: 90, align: 'right', render: (_, c) => c.drawlimit === 0 ? tr({ zh: '不限', en: 'unlimited' }) : c.drawlimit },
    { title: tr({ zh: '状态', en: 'Status' }), dataIndex: 'status', width: 90, render: (_, c) => <Tag color={c.status === 'normal' ? 'green' : 'default'}>{c.status === 'normal' ? tr({ zh: '发放中', en: 'Active' }) : tr({ zh: '已停止', en: 'Stopped' })}</Tag> },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      width: 100,
      render: (_, c) => c.status === 'normal'
        ? [
          <Popconfirm key="stop" title={tr({ zh: '停止发放？已领取的券仍可使用。', en: 'Stop it? Coupons already claimed stay usable.' })} onConfirm={async () => { await setStatus(c, 'hidden') }}>
            <a data-testid={`coupon-stop-${c.id}`} style={{ color: '#e4393c' }}>{tr({ zh: '停止', en: 'Stop' })}</a>
          </Popconfirm>]
        : [<a key="resume" data-testid={`coupon-resume-${c.id}`} onClick={() => { void setStatus(c, 'normal') }}>{tr({ zh: '恢复', en: 'Resume' })}</a>]
    }
  ]

  return (
    <PageContainer title={tr({ zh: '平台优惠券', en: 'Platform coupons' })} content={tr({ zh: '平台发放、可用于任一店铺订单的优惠券（每张只抵扣一个店铺订单）。', en: 'Coupons the platform issues, usable on any one shop\'s order.' })}>
      <ProTable<PlatformCoupon>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<PlatformCoupon>('/coupons')}
        pagination={{ defaultPageSize: 20 }}
        search={false}
        options={{ density: false, setting: false }}
        locale={{ emptyText: tr({ zh: '还没有平台优惠券', en: 'No platform coupons yet' }) }}
        toolBarRender={() => [<Button key="new" data-testid="coupon-new" type="primary" icon={<PlusOutlined />} onClick={() => { setCreating(true) }}>{tr({ zh: '新建平台券', en: 'New platform coupon' })}</Button>]}
      />
      <ModalForm<Form>
        title={tr({ zh: '新建平台券', en: 'New platform coupon' })}
        open={creating}
        onOpenChange={setCreating}
        initialValues={{ type: 'reduction', rangetype: 'all', pretype: 'appoint', validity: 7, drawlimit: 1, grant_total: -1, limit: 0 }}
        onFinish={save}
        modalProps={{ destroyOnClose: true }}
        grid
        rowProps={{ gutter: 16 }}
      >
        <ProFormSelect name="type" label={tr({ zh: '类型', en: 'Type' })} colProps={{ span: 8 }} rules={[{ required: true }]} options={Object.entries(TYPES).map(([value, text]) => ({ value, label: tr(text) }))} />
        <ProFormText name="name" label={tr({ zh: '名称', en: 'Name' })} colProps={{ span: 8 }} rules={[{ required: true, whitespace: true }, { max: 40 }]} />
        <ProFormText name="name_en" label={tr({ zh: '英文名称', en: 'English name' })} colProps={{ span: 8 }} rules={[{ max: 60 }]} />
        <ProFormDependency name={['type']}>
          {({ type }: { type?: string }) => type === 'discount'
            ? <ProFormDigit name="discount" label={tr({ zh: '折扣（如 8.5 折）', en: 'Discount (8.5 = 15% off)' })} colProps={{ span: 12 }} min={0.1} max={9.9} fieldProps={{ precision: 1, step: 0.5 }} rules={[{ required: true }]} />
            : <ProFormDigit name="price" label={type === 'shipping' ? tr({ zh: '运费最多减（USDT）', en: 'Shipping covered up to (USDT)' }) : tr({ zh: '面额（USDT）', en: 'Amount off (USDT)' })} colProps={{ span: 12 }} min={0.01} fieldProps={{ precision: 2 }} rules={[{ required: true }]} />}
        </ProFormDependency>
        <ProFormDigit name="limit" label={tr({ zh: '使用门槛（USDT，0 为无门槛）', en: 'Minimum spend (USDT, 0 = none)' })} colProps={{ span: 12 }} min={0} fieldProps={{ precision: 2 }} />
        <ProFormRadio.Group name="rangetype" label={tr({ zh: '适用范围', en: 'Applies to' })} colProps={{ span: 12 }} options={Object.entries(RANGES).map(([value, text]) => ({ value, label: tr(text) }))} />
        <ProFormDependency name={['rangetype']}>
          {({ rangetype }: { rangetype?: string }) => rangetype === 'all'
            ? null
            : <ProFormText name="range" label={rangetype === 'goods' ? tr({ zh: '商品 ID（逗号分隔）', en: 'Product IDs (comma-separated)' }) : tr({ zh: '分类 ID（逗号分隔，含子分类）', en: 'Category IDs (comma-separated, sub-categories included)' })} colProps={{ span: 12 }} rules={[{ required: true }]} />}
        </ProFormDependency>
        <ProFormRadio.Group name="pretype" label={tr({ zh: '有效期', en: 'Validity' })} colProps={{ span: 24 }} options={[{ value: 'appoint', label: tr({ zh: '领取后 N 天', en: 'N days after claiming' }) }, { value: 'fixed', label: tr({ zh: '固定时间段', en: 'A fixed period' }) }]} />
        <ProFormDependency name={['pretype']}>
          {({ pretype }: { pretype?: string }) => pretype === 'fixed'
            ? (
              <>
                <ProFormDateTimePicker name="startdate" label={tr({ zh: '开始', en: 'Starts' })} colProps={{ span: 12 }} />
                <ProFormDateTimePicker name="enddate" label={tr({ zh: '结束', en: 'Ends' })} colProps={{ span: 12 }} rules={[{ required: true }]} />
              </>
              )
            : <ProFormDigit name="validity" label={tr({ zh: '领取后有效天数', en: 'Days valid after claiming' })} colProps={{ span: 12 }} min={1} max={365} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />}
        </ProFormDependency>
        <ProFormDigit name="grant_total" label={tr({ zh: '发放总量（-1 为不限）', en: 'Total to issue (-1 = unlimited)' })} colProps={{ span: 12 }} min={-1} max={1000000} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
        <ProFormDigit name="drawlimit" label={tr({ zh: '每人限领（0 为不限）', en: 'Per user (0 = unlimited)' })} colProps={{ span: 12 }} min={0} max={100} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
      </ModalForm>
    </PageContainer>
  )
}
