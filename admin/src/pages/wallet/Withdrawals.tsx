import { useRef, useState } from 'react'
import { ModalForm, PageContainer, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Popconfirm, Space, Tag, Typography } from 'antd'
import type { Withdrawal } from '../../../../types/wallet'
import { apiPost, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime, useAction } from '../../ui'

// Withdrawals (finance, super): open ones first, oldest first; approve (a BSC withdrawal sends
// its payout on chain, a bank one records finance's transfer reference) or reject with a reason
// (amount and fee go back to the user's balance).

interface AdminWithdrawal extends Withdrawal {
  user_id: number
  username: string
  payout: { status: string, tx_hash: string, error: string } | null
}

type Decision = { w: AdminWithdrawal, kind: 'approve' | 'reject' } | null

export default function Withdrawals (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [deciding, setDeciding] = useState<Decision>(null)
  const approve = async (w: AdminWithdrawal, reference = ''): Promise<boolean> => {
    const done = await act(async () => await apiPost(`/withdrawals/${w.id}/approve`, { reference })) !== null
    void table.current?.reload()
    return done
  }
  const reject = async (w: AdminWithdrawal, reason: string): Promise<boolean> => {
    const done = await act(async () => await apiPost(`/withdrawals/${w.id}/reject`, { reason })) !== null
    if (done) void table.current?.reload()
    return done
  }
  const columns: Array<ProColumns<AdminWithdrawal>> = [
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: {
        1: { text: tr({ zh: '待审核', en: 'Pending' }), status: 'Processing' },
        2: { text: tr({ zh: '已打款', en: 'Paid' }), status: 'Success' },
        3: { text: tr({ zh: '已拒绝', en: 'Rejected' }), status: 'Error' }
      }
    },
    { title: tr({ zh: '用户', en: 'User' }), dataIndex: 'username', search: false, width: 140, render: (_, r) => `${r.username} (#${r.user_id})` },
    { title: tr({ zh: '金额 (USDT)', en: 'Amount (USDT)' }), dataIndex: 'amount', search: false, width: 110, align: 'right' },
    { title: tr({ zh: '手续费', en: 'Fee' }), dataIndex: 'fee', search: false, width: 80, align: 'right' },
    {
      title: tr({ zh: '去向', en: 'Destination' }),
      dataIndex: 'account',
      search: false,
      width: 270,
      ellipsis: true,
      render: (_, r) => <Space size={4}><Tag color={r.type === 'bsc' ? 'gold' : 'blue'}>{r.type === 'bsc' ? 'BSC' : tr({ zh: '银行卡', en: 'Bank' })}</Tag><Typography.Text copyable={{ text: r.account }} style={{ fontFamily: 'monospace', fontSize: 12 }}>{r.account}</Typography.Text></Space>
    },
    {
      title: tr({ zh: '交易哈希 / 凭证', en: 'Tx hash / reference' }),
      dataIndex: 'reference',
      search: false,
      width: 210,
      ellipsis: true,
      render: (_, r) => {
        const hash = r.payout?.tx_hash ?? r.reference
        return (
          <Space direction="vertical" size={0}>
            {hash === '' ? '—' : <Typography.Text copyable={{ text: hash }} style={{ fontFamily: 'monospace', fontSize: 12 }}>{hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash}</Typography.Text>}
            {r.payout !== null && r.payout.status !== 'sent' && <Typography.Text type={r.payout.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>{r.payout.status}{r.payout.error === '' ? '' : `: ${r.payout.error}`}</Typography.Text>}
            {r.state === 3 && r.reason !== '' && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{tr({ zh: '原因', en: 'Reason' })}: {r.reason}</Typography.Text>}
          </Space>
        )
      }
    },
    { title: tr({ zh: '申请时间', en: 'Requested' }), dataIndex: 'createtime', search: false, width: 160, render: (_, r) => formatTime(r.createtime) },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      fixed: 'right',
      width: 130,
      render: (_, r) => r.state !== 1
        ? []
        : [
            r.type === 'bsc'
              ? <Popconfirm key="approve" title={tr({ zh: `确定通过并链上打款 ${r.amount} USDT？`, en: `Approve and pay ${r.amount} USDT on chain?` })} onConfirm={async () => { await approve(r) }}><a>{tr({ zh: '通过', en: 'Approve' })}</a></Popconfirm>
              : <a key="approve" onClick={() => { setDeciding({ w: r, kind: 'approve' }) }}>{tr({ zh: '通过', en: 'Approve' })}</a>,
            <a key="reject" style={{ color: '#e4393c' }} onClick={() => { setDeciding({ w: r, kind: 'reject' }) }}>{tr({ zh: '拒绝', en: 'Reject' })}</a>
          ]
    }
  ]
  return (
    <PageContainer title={tr({ zh: '提现', en: 'Withdrawals' })}>
      <ProTable<AdminWithdrawal>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<AdminWithdrawal>('/withdrawals')}
        pagination={{ defaultPageSize: 20, showSizeChanger: false }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        scroll={{ x: 1260 }}
      />
      <ModalForm<{ reason?: string, reference?: string }>
        key={deciding === null ? 'closed' : `${deciding.kind}-${deciding.w.id}`}
        title={deciding === null
          ? ''
          : deciding.kind === 'reject'
            ? tr({ zh: `拒绝提现 #${deciding.w.id}`, en: `Reject withdrawal #${deciding.w.id}` })
            : tr({ zh: `通过提现 #${deciding.w.id}（银行卡）`, en: `Approve withdrawal #${deciding.w.id} (bank)` })}
        open={deciding !== null}
        onOpenChange={(o) => { if (!o) setDeciding(null) }}
        modalProps={{ destroyOnClose: true }}
        width={480}
        onFinish={async (v) => {
          if (deciding === null) return true
          const done = deciding.kind === 'reject' ? await reject(deciding.w, v.reason ?? '') : await approve(deciding.w, v.reference ?? '')
          if (done) setDeciding(null)
          return done
        }}
      >
        {deciding !== null && (
          <Typography.Paragraph type="secondary">
            {deciding.w.username} · {deciding.w.amount} USDT ({tr({ zh: '手续费', en: 'fee' })} {deciding.w.fee}) → {deciding.w.account}
          </Typography.Paragraph>
        )}
        {deciding?.kind === 'reject'
          ? <ProFormTextArea name="reason" label={tr({ zh: '拒绝原因（用户可见；金额与手续费退回余额）', en: 'Reason (shown to the user; amount and fee go back to the balance)' })} rules={[{ required: true, whitespace: true }, { max: 200 }]} fieldProps={{ showCount: true, maxLength: 200 }} />
          : <ProFormText name="reference" label={tr({ zh: '银行转账凭证号', en: 'Bank transfer reference' })} rules={[{ required: true, whitespace: true }, { max: 100 }]} />}
      </ModalForm>
    </PageContainer>
  )
}
