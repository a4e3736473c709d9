import { useRef } from 'react'
import { PageContainer, ProFormRadio, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Space, Tag, Typography } from 'antd'
import type { ComplaintItem } from '../../../../types/refund'
import { tableRequest } from '../../api'
import { useI18n, type Text } from '../../i18n'
import { formatTime } from '../../ui'
import { AnswerModal, submissionColumn, useAnswer } from './submissions'

// Complaints (support): against a shop, an order or a product (pending first: the default
// filter); uphold or dismiss with the outcome the complainer reads in the app.

type Row = ComplaintItem & { user: { id: number, nickname: string } }

const TARGETS: Record<string, Text> = { shop: { zh: '店铺', en: 'Shop' }, order: { zh: '订单', en: 'Order' }, goods: { zh: '商品', en: 'Product' } }
const TYPES: Text[] = [
  { zh: '假冒伪劣', en: 'Counterfeit' },
  { zh: '描述不符', en: 'Not as described' },
  { zh: '服务态度', en: 'Service attitude' },
  { zh: '发货物流', en: 'Shipping' },
  { zh: '售后问题', en: 'After-sales' },
  { zh: '其他', en: 'Other' }
]
const STATUS: Record<string, Text & { color: string }> = {
  pending: { zh: '待处理', en: 'Pending', color: 'orange' },
  upheld: { zh: '投诉成立', en: 'Upheld', color: 'red' },
  dismissed: { zh: '已驳回', en: 'Dismissed', color: 'default' }
}

export default function Complaints (): JSX.Element {
  const { tr } = useI18n()
  const table = useRef<ActionType>()
  const deciding = useAnswer<Row, { status: 'upheld' | 'dismissed', outcome: string }>(table, (r) => `/complaints/${r.id}/decide`)
  const columns: Array<ProColumns<Row>> = [
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    { title: tr({ zh: '投诉人', en: 'From' }), dataIndex: 'user', search: false, width: 150, ellipsis: true, render: (_, r) => `${r.user.nickname} (#${r.user.id})` },
    { title: tr({ zh: '对象', en: 'About' }), dataIndex: 'target', search: false, width: 200, ellipsis: true, render: (_, r) => `${TARGETS[r.target] === undefined ? r.target : tr(TARGETS[r.target])} · ${r.target_name} (#${r.target_id})` },
    { title: tr({ zh: '类型', en: 'Type' }), dataIndex: 'type', search: false, width: 110, render: (_, r) => TYPES[r.type] === undefined ? r.type : tr(TYPES[r.type]) },
    submissionColumn<Row>(tr({ zh: '内容', en: 'Complaint' })),
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      initialValue: 'pending',
      valueEnum: Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [k, { text: tr(v) }])),
      render: (_, r) => <Tag color={STATUS[r.status]?.color}>{STATUS[r.status] === undefined ? r.status : tr(STATUS[r.status])}</Tag>
    },
    { title: tr({ zh: '处理结果', en: 'Outcome' }), dataIndex: 'outcome', search: false, width: 200, render: (_, r) => r.outcome === '' ? '—' : <Space direction="vertical" size={0}><Typography.Text ellipsis={{ tooltip: r.outcome }} style={{ maxWidth: 180 }}>{r.outcome}</Typography.Text><span style={{ color: '#999', fontSize: 12 }}>{formatTime(r.decidetime)}</span></Space> },
    { title: tr({ zh: '提交时间', en: 'Sent' }), dataIndex: 'createtime', search: false, width: 150, render: (_, r) => formatTime(r.createtime) },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', fixed: 'right', width: 80, render: (_, r) => r.status === 'pending' ? [<a key="d" onClick={() => { deciding.open(r) }}>{tr({ zh: '处理', en: 'Decide' })}</a>] : [] }
  ]
  return (
    <PageContainer title={tr({ zh: '投诉', en: 'Complaints' })}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1330 }}
        request={tableRequest<Row>('/complaints')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
      />
      <AnswerModal answer={deciding} title={tr({ zh: '处理投诉', en: 'Decide the complaint' })} initialValues={{ status: 'upheld' }}>
        {deciding.row !== null && <Typography.Paragraph type="secondary">{deciding.row.target_name}: {deciding.row.content}</Typography.Paragraph>}
        <ProFormRadio.Group name="status" label={tr({ zh: '结果', en: 'Result' })} options={[{ value: 'upheld', label: tr(STATUS.upheld) }, { value: 'dismissed', label: tr(STATUS.dismissed) }]} />
        <ProFormTextArea name="outcome" label={tr({ zh: '处理结果（投诉人可见）', en: 'Outcome (the complainer reads it)' })} rules={[{ required: true, whitespace: true }, { max: 1000 }]} fieldProps={{ rows: 4 }} />
      </AnswerModal>
    </PageContainer>
  )
}
