import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Avatar, Popconfirm, Space } from 'antd'
import type { AdminShop } from '../../../../types/admin'
import { apiPost, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { currentAdmin } from '../../session'
import { formatTime, useAction } from '../../ui'
import { ReasonModal } from '../../ReasonModal'

// Shops: list and search, details in the expanded row, close with a reason (required, shown to the
// merchant) and reopen (reviewer, super).

export default function Shops (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const role = currentAdmin()?.role
  const mayClose = role === 'super' || role === 'reviewer'
  const [closing, setClosing] = useState<AdminShop | null>(null)
  const setClosed = async (s: AdminShop, closed: boolean, reason = ''): Promise<boolean> => {
    const done = await act(async () => await apiPost(`/shops/${s.id}/close`, { closed, reason })) !== null
    if (done) void table.current?.reload()
    return done
  }
  const columns: Array<ProColumns<AdminShop>> = [
    { title: tr({ zh: '搜索', en: 'Search' }), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: tr({ zh: '店铺 ID / 名称', en: 'Shop ID / name' }) } },
    { title: 'ID', dataIndex: 'id', width: 70, search: false },
    { title: tr({ zh: '店铺', en: 'Shop' }), dataIndex: 'shopname', search: false, width: 200, render: (_, r) => <Space><Avatar src={r.avatar === '' ? undefined : r.avatar} size="small" shape="square">{r.shopname.slice(0, 1)}</Avatar>{r.shopname}</Space> },
    { title: tr({ zh: '店主', en: 'Owner' }), dataIndex: 'owner', search: false, width: 200, render: (_, r) => `${r.owner} (#${r.user_id})` },
    { title: tr({ zh: '类型', en: 'Type' }), dataIndex: 'store_type', search: false, width: 110 },
    { title: tr({ zh: '城市', en: 'City' }), dataIndex: 'city', search: false, width: 110 },
    { title: tr({ zh: '在售商品', en: 'Goods on sale' }), dataIndex: 'goods', search: false, width: 110, align: 'right' },
    { title: tr({ zh: '订单', en: 'Orders' }), dataIndex: 'orders', search: false, width: 90, align: 'right' },
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: { normal: { text: tr({ zh: '营业中', en: 'Open' }), status: 'Success' }, closed: { text: tr({ zh: '已关闭', en: 'Closed' }), status: 'Error' } }
    },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      width: 110,
      render: (_, r) => mayClose
        ? [r.status === 'closed'
            ? <Popconfirm key="reopen" title={tr({ zh: '重新开放该店铺？', en: 'Reopen this shop?' })} onConfirm={async () => { await setClosed(r, false) }}><a>{tr({ zh: '重新开放', en: 'Reopen' })}</a></Popconfirm>
            : <a key="close" id={`shop-${r.id}-close`} style={{ color: '#e4393c' }} onClick={() => { setClosing(r) }}>{tr({ zh: '关闭店铺', en: 'Close' })}</a>]
        : []
    }
  ]
  return (
    <PageContainer title={tr({ zh: '店铺', en: 'Shops' })}>
      <ProTable<AdminShop>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<AdminShop>('/shops')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        expandable={{
          expandedRowRender: (r) => (
            <Space direction="vertical" size={4}>
              <span>{tr({ zh: '简介', en: 'About' })}: {r.bio === '' ? '—' : r.bio}</span>
              <span>{tr({ zh: '电话', en: 'Phone' })}: {r.tel === '' ? '—' : r.tel}</span>
              <span>{tr({ zh: '开店时间', en: 'Opened' })}: {formatTime(r.created_at)}</span>
              {r.close_reason === '' ? null : <span>{tr({ zh: '关闭原因', en: 'Closed because' })}: {r.close_reason}</span>}
            </Space>
          )
        }}
      />
      <ReasonModal
        target={closing === null ? null : { key: `close-${closing.id}`, title: tr({ zh: `关闭店铺「${closing.shopname}」：店铺页面与下单将不可用`, en: `Close "${closing.shopname}": the shop page and its checkouts stop` }) }}
        label={tr({ zh: '原因（商家可见）', en: 'Reason (shown to the merchant)' })}
        onClose={() => { setClosing(null) }}
        onSubmit={async (reason) => closing !== null && await setClosed(closing, true, reason)}
      />
    </PageContainer>
  )
}
