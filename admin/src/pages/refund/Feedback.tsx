import { useRef } from 'react'
import { PageContainer, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Rate, Space, Tag, Typography } from 'antd'
import type { FeedbackItem } from '../../../../types/refund'
import { tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime } from '../../ui'
import { AnswerModal, submissionColumn, useAnswer } from './submissions'

// Feedback (reviewer): what users wrote (pending first: the default filter), with their
// screenshots; reply (a later reply replaces the earlier one; the user reads it in the app).

type Row = FeedbackItem & { user: { id: number, nickname: string } }

export default function Feedback (): JSX.Element {
  const { tr } = useI18n()
  const table = useRef<ActionType>()
  const replying = useAnswer<Row, { reply: string }>(table, (r) => `/feedback/${r.id}/reply`)
  const columns: Array<ProColumns<Row>> = [
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    { title: tr({ zh: '用户', en: 'User' }), dataIndex: 'user', search: false, width: 170, ellipsis: true, render: (_, r) => <span>{r.user.nickname} (#{r.user.id})<div style={{ color: '#999', fontSize: 12 }}>{r.contact === '' ? '—' : r.contact}</div></span> },
    submissionColumn<Row>(tr({ zh: '内容', en: 'Feedback' })),
    { title: tr({ zh: '评分', en: 'Score' }), dataIndex: 'score', search: false, width: 130, render: (_, r) => <Rate disabled value={r.score} style={{ fontSize: 12 }} /> },
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      initialValue: 'pending',
      valueEnum: { pending: { text: tr({ zh: '待回复', en: 'Pending' }), status: 'Warning' }, replied: { text: tr({ zh: '已回复', en: 'Replied' }), status: 'Success' } },
      render: (_, r) => r.reply === '' ? <Tag color="orange">{tr({ zh: '待回复', en: 'Pending' })}</Tag> : <Tag color="green">{tr({ zh: '已回复', en: 'Replied' })}</Tag>
    },
    { title: tr({ zh: '官方回复', en: 'Reply' }), dataIndex: 'reply', search: false, width: 220, render: (_, r) => r.reply === '' ? '—' : <Space direction="vertical" size={0}><Typography.Text ellipsis={{ tooltip: r.reply }} style={{ maxWidth: 200 }}>{r.reply}</Typography.Text><span style={{ color: '#999', fontSize: 12 }}>{formatTime(r.replytime)}</span></Space> },
    { title: tr({ zh: '提交时间', en: 'Sent' }), dataIndex: 'createtime', search: false, width: 150, render: (_, r) => formatTime(r.createtime) },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', fixed: 'right', width: 80, render: (_, r) => [<a key="r" onClick={() => { replying.open(r) }}>{r.reply === '' ? tr({ zh: '回复', en: 'Reply' }) : tr({ zh: '改回复', en: 'Edit reply' })}</a>] }
  ]
  return (
    <PageContainer title={tr({ zh: '意见反馈', en: 'Feedback' })}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1250 }}
        request={tableRequest<Row>('/feedback')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
      />
      <AnswerModal answer={replying} title={tr({ zh: '回复反馈', en: 'Reply to feedback' })} initialValues={{ reply: replying.row?.reply ?? '' }}>
        {replying.row !== null && <Typography.Paragraph type="secondary">{replying.row.content}</Typography.Paragraph>}
        <ProFormTextArea name="reply" label={tr({ zh: '官方回复（用户可见）', en: 'Reply (the user reads it)' })} rules={[{ required: true, whitespace: true }, { max: 1000 }]} fieldProps={{ rows: 4 }} />
      </AnswerModal>
    </PageContainer>
  )
}
