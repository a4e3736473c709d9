import { useRef, useState } from 'react'
import { PageContainer, ProDescriptions, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Alert, Avatar, Button, Card, Drawer, Popconfirm, Space, Statistic, Tag, Typography } from 'antd'
import type { AdminLedgerRow, AdminUser, AdminUserDetail } from '../../../../types/admin'
import { apiPost, apiPostSaid, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { currentAdmin } from '../../session'
import { formatTime, PageLoading, useAction, useApiData } from '../../ui'

// Users: search by id, nickname, wallet or invite code; a user's profile, balances and ledger;
// freeze / unfreeze the login, sign the user out everywhere (support, super).

const ASSETS = ['usdt', 'bbc', 'bbt', 'score', 'voucher', 'power', 'contribution']

export default function Users (): JSX.Element {
  const { tr } = useI18n()
  const [open, setOpen] = useState<number | null>(null)
  const table = useRef<ActionType>()
  const columns: Array<ProColumns<AdminUser>> = [
    { title: tr({ zh: '搜索', en: 'Search' }), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: tr({ zh: 'ID / 昵称 / 钱包地址 / 邀请码', en: 'ID / nickname / wallet / invite code' }) } },
    { title: 'ID', dataIndex: 'id', width: 70, search: false },
    {
      title: tr({ zh: '用户', en: 'User' }),
      dataIndex: 'nickname',
      search: false,
      width: 220,
      render: (_, r) => <Space><Avatar src={r.avatar === '' ? undefined : r.avatar} size="small">{r.nickname.slice(0, 1)}</Avatar>{r.nickname}</Space>
    },
    { title: tr({ zh: '钱包地址', en: 'Wallet' }), dataIndex: 'wallet_address', search: false, copyable: true, ellipsis: true },
    { title: tr({ zh: '邀请码', en: 'Invite code' }), dataIndex: 'invite_code', search: false, width: 110 },
    { title: tr({ zh: '代理等级', en: 'Agent level' }), dataIndex: 'agent_level', search: false, width: 100 },
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: { normal: { text: tr({ zh: '正常', en: 'Normal' }), status: 'Success' }, frozen: { text: tr({ zh: '已冻结', en: 'Frozen' }), status: 'Error' } }
    },
    { title: tr({ zh: '注册时间', en: 'Joined' }), dataIndex: 'join_time', search: false, width: 170, render: (_, r) => formatTime(r.join_time) },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', width: 90, render: (_, r) => [<a key="view" onClick={() => { setOpen(r.id) }}>{tr({ zh: '详情', en: 'Details' })}</a>] }
  ]
  return (
    <PageContainer title={tr({ zh: '用户', en: 'Users' })}>
      <ProTable<AdminUser>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<AdminUser>('/users')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        onRow={(r) => ({ onDoubleClick: () => { setOpen(r.id) } })}
      />
      <Drawer width={880} open={open !== null} onClose={() => { setOpen(null) }} title={tr({ zh: '用户详情', en: 'User details' })} destroyOnClose>
        {open !== null && <UserDetail id={open} onChanged={() => { void table.current?.reload() }} />}
      </Drawer>
    </PageContainer>
  )
}

function UserDetail ({ id, onChanged }: { id: number, onChanged: () => void }): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const role = currentAdmin()?.role
  const { data, error, reload: load } = useApiData<AdminUserDetail>(`/users/${id}`)
  const bills = useApiData<Array<{ code: string, label: string }>>('/bill-types').data ?? []
  if (error !== null) return <Alert type="error" showIcon message={error} />
  if (data === undefined) return <PageLoading />
  const u = data.user
  const frozen = u.status === 'frozen'
  const toggle = async (): Promise<void> => {
    const res = await act(async () => await apiPost(`/users/${id}/freeze`, { frozen: !frozen }))
    if (res !== null) { load(); onChanged() }
  }
  const signOut = async (): Promise<void> => {
    // the toast is the server's "已结束该用户的 N 个登录" / "Sessions ended: N"
    const res = await act(async () => await apiPostSaid(`/users/${id}/sign-out`, {}), (r) => r.msg)
    if (res !== null) load()
  }
  const canAct = role === 'super' || role === 'support'
  const ledgerColumns: Array<ProColumns<AdminLedgerRow>> = [
    { title: tr({ zh: '时间', en: 'Time' }), dataIndex: 'created_at', search: false, width: 160, render: (_, r) => formatTime(r.created_at) },
    { title: tr({ zh: '资产', en: 'Asset' }), dataIndex: 'asset', width: 90, valueType: 'select', valueEnum: Object.fromEntries(ASSETS.map((a) => [a, { text: a.toUpperCase() }])) },
    { title: tr({ zh: '类型', en: 'Bill type' }), dataIndex: 'bill_type', width: 150, valueType: 'select', valueEnum: Object.fromEntries(bills.map((b) => [b.code, { text: b.label }])), render: (_, r) => r.bill_label },
    { title: tr({ zh: '变动', en: 'Change' }), dataIndex: 'delta', search: false, align: 'right', render: (_, r) => <Typography.Text type={r.delta.startsWith('-') ? 'danger' : 'success'}>{r.delta.startsWith('-') ? r.delta : `+${r.delta}`}</Typography.Text> },
    { title: tr({ zh: '余额', en: 'Balance' }), dataIndex: 'balance_after', search: false, align: 'right' },
    { title: tr({ zh: '关联', en: 'Reference' }), dataIndex: 'ref', search: false, ellipsis: true },
    { title: tr({ zh: '备注', en: 'Memo' }), dataIndex: 'memo', search: false, ellipsis: true }
  ]
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ProDescriptions
        column={2}
        bordered
        size="small"
        title={<Space>{u.nickname}<Tag color={frozen ? 'red' : 'green'}>{frozen ? tr({ zh: '已冻结', en: 'Frozen' }) : tr({ zh: '正常', en: 'Normal' })}</Tag></Space>}
        extra={canAct && (
          <Space>
            {data.sessions > 0 && (
              <Popconfirm
                title={tr({ zh: '该用户在所有设备上的登录将立即结束（账号不冻结，可重新登录），确定？', en: 'Every session of this user ends at once, on every device (the login stays open: they can sign in again). Go on?' })}
                onConfirm={signOut}
              >
                <Button data-testid="user-sign-out">{tr({ zh: '结束全部登录', en: 'Sign out everywhere' })}</Button>
              </Popconfirm>
            )}
            <Popconfirm
              title={frozen ? tr({ zh: '解冻该用户的登录？', en: "Unfreeze this user's login?" }) : tr({ zh: '冻结后该用户所有登录立即失效，确定？', en: 'Freezing ends every session of this user at once. Go on?' })}
              onConfirm={toggle}
            >
              <Button danger={!frozen} type={frozen ? 'primary' : 'default'} data-testid="user-freeze">{frozen ? tr({ zh: '解冻登录', en: 'Unfreeze login' }) : tr({ zh: '冻结登录', en: 'Freeze login' })}</Button>
            </Popconfirm>
          </Space>
        )}
        dataSource={u}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: tr({ zh: '邀请码', en: 'Invite code' }), dataIndex: 'invite_code' },
          { title: tr({ zh: '钱包地址', en: 'Wallet' }), dataIndex: 'wallet_address', span: 2, render: (_, r) => r.wallet_address === null ? tr({ zh: '未绑定（微信账号）', en: 'None (WeChat account)' }) : <Typography.Text copyable>{r.wallet_address}</Typography.Text> },
          { title: tr({ zh: '邀请人', en: 'Invited by' }), dataIndex: 'invite_user_id', render: (_, r) => r.invite_user_id ?? '—' },
          { title: tr({ zh: '直推人数', en: 'Direct invitees' }), render: () => data.invitees },
          { title: tr({ zh: '等级 / 代理', en: 'Level / agent' }), render: () => `${u.level} / L${u.agent_level}` },
          { title: tr({ zh: '订单数', en: 'Orders' }), render: () => data.orders },
          { title: tr({ zh: '店铺', en: 'Shop' }), render: () => data.shop === null ? '—' : `${data.shop.name} (#${data.shop.id})` },
          { title: tr({ zh: '邮箱', en: 'E-mail' }), dataIndex: 'email', render: (_, r) => r.email === '' ? '—' : r.email },
          { title: tr({ zh: '注册时间', en: 'Joined' }), render: () => formatTime(u.join_time) },
          { title: tr({ zh: '最近登录', en: 'Last sign-in' }), render: () => `${formatTime(u.login_time)} ${u.login_ip}` },
          { title: tr({ zh: '登录中的设备', en: 'Signed-in sessions' }), render: () => <span data-testid="user-sessions">{data.sessions}</span> }
        ]}
      />
      <Card size="small" title={tr({ zh: '资产余额', en: 'Balances' })}>
        <Space size={40} wrap>
          {data.balances.length === 0 && <Typography.Text type="secondary">{tr({ zh: '暂无资产', en: 'No balances yet' })}</Typography.Text>}
          {data.balances.map((b) => <Statistic key={b.asset} title={b.asset.toUpperCase()} value={b.amount} />)}
        </Space>
      </Card>
      {(role === 'super' || role === 'finance' || role === 'support') && (
        <ProTable<AdminLedgerRow>
          headerTitle={tr({ zh: '资金流水', en: 'Ledger' })}
          rowKey="id"
          size="small"
          columns={ledgerColumns}
          request={tableRequest<AdminLedgerRow>(`/users/${id}/ledger`)}
          pagination={{ defaultPageSize: 10 }}
          search={{ labelWidth: 'auto', span: 8 }}
          options={false}
        />
      )}
    </Space>
  )
}
