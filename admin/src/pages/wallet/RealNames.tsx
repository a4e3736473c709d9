import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Image, Popconfirm, Space, Typography } from 'antd'
import type { RealNameState } from '../../../../types/wallet'
import { apiPost, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime, useAction } from '../../ui'
import { ReasonModal } from '../../ReasonModal'

// Real-name reviews (reviewer, super): pending first, oldest first; the name, ID number and both
// sides of the ID card; approve, or reject with a reason the user sees (they may submit again).

interface AdminRealName { user_id: number, name: string, id_number: string, front: string, back: string, state: RealNameState, reason: string, createtime: number }

export default function RealNames (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [rejecting, setRejecting] = useState<AdminRealName | null>(null)
  const review = async (r: AdminRealName, approve: boolean, reason = ''): Promise<boolean> => {
    const done = await act(async () => await apiPost(`/real-names/${r.user_id}/review`, { approve, reason })) !== null
    void table.current?.reload()
    return done
  }
  const columns: Array<ProColumns<AdminRealName>> = [
    { title: tr({ zh: '用户 ID', en: 'User ID' }), dataIndex: 'user_id', width: 90, search: false },
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: {
        pending: { text: tr({ zh: '待审核', en: 'Pending' }), status: 'Processing' },
        approved: { text: tr({ zh: '已通过', en: 'Approved' }), status: 'Success' },
        rejected: { text: tr({ zh: '已拒绝', en: 'Rejected' }), status: 'Error' }
      }
    },
    { title: tr({ zh: '姓名', en: 'Name' }), dataIndex: 'name', search: false, width: 120 },
    { title: tr({ zh: '身份证号', en: 'ID number' }), dataIndex: 'id_number', search: false, width: 190, render: (_, r) => <Typography.Text style={{ fontFamily: 'monospace' }}>{r.id_number}</Typography.Text> },
    {
      title: tr({ zh: '证件照（正面 / 反面）', en: 'ID card (front / back)' }),
      dataIndex: 'front',
      search: false,
      width: 260,
      render: (_, r) => (
        <Image.PreviewGroup>
          <Space size={8}>
            <Image src={r.front} width={110} height={70} style={{ objectFit: 'cover', borderRadius: 4 }} alt={tr({ zh: '正面', en: 'Front' })} />
            <Image src={r.back} width={110} height={70} style={{ objectFit: 'cover', borderRadius: 4 }} alt={tr({ zh: '反面', en: 'Back' })} />
          </Space>
        </Image.PreviewGroup>
      )
    },
    { title: tr({ zh: '拒绝原因', en: 'Reason' }), dataIndex: 'reason', search: false, width: 200, ellipsis: true, render: (_, r) => r.reason === '' ? '—' : r.reason },
    { title: tr({ zh: '提交 / 审核时间', en: 'Updated' }), dataIndex: 'createtime', search: false, width: 160, render: (_, r) => formatTime(r.createtime) },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      fixed: 'right',
      width: 120,
      render: (_, r) => r.state !== 'pending'
        ? []
        : [
            <Popconfirm key="approve" title={tr({ zh: `通过 ${r.name} 的实名认证？`, en: `Approve ${r.name}'s verification?` })} onConfirm={async () => { await review(r, true) }}><a>{tr({ zh: '通过', en: 'Approve' })}</a></Popconfirm>,
            <a key="reject" style={{ color: '#e4393c' }} onClick={() => { setRejecting(r) }}>{tr({ zh: '拒绝', en: 'Reject' })}</a>
          ]
    }
  ]
  return (
    <PageContainer title={tr({ zh: '实名认证', en: 'Real-name' })}>
      <ProTable<AdminRealName>
        rowKey="user_id"
        actionRef={table}
        columns={columns}
        request={tableRequest<AdminRealName>('/real-names')}
        pagination={{ defaultPageSize: 20, showSizeChanger: false }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        scroll={{ x: 1240 }}
      />
      <ReasonModal
        target={rejecting === null ? null : { key: String(rejecting.user_id), title: tr({ zh: `拒绝 ${rejecting.name} 的实名认证`, en: `Reject ${rejecting.name}'s verification` }) }}
        label={tr({ zh: '拒绝原因（用户可见，可重新提交）', en: 'Reason (shown to the user, who may submit again)' })}
        onClose={() => { setRejecting(null) }}
        onSubmit={async (reason) => rejecting !== null && await review(rejecting, false, reason)}
      />
    </PageContainer>
  )
}
