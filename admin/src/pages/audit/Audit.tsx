import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import { Tag, Typography } from 'antd'
import type { AuditRow } from '../../../../types/admin'
import { tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime, Json } from '../../ui'

// Every admin action, newest first: who, what, on what, when, and the row before and after.

export default function Audit (): JSX.Element {
  const { tr } = useI18n()
  const columns: Array<ProColumns<AuditRow>> = [
    { title: tr({ zh: '时间', en: 'Time' }), dataIndex: 'created_at', width: 170, search: false, render: (_, r) => formatTime(r.created_at) },
    { title: tr({ zh: '时间范围', en: 'Time range' }), dataIndex: 'range', valueType: 'dateTimeRange', hideInTable: true },
    { title: tr({ zh: '管理员', en: 'Admin' }), dataIndex: 'admin', width: 140, render: (_, r) => r.admin_username },
    { title: tr({ zh: '操作', en: 'Action' }), dataIndex: 'action', width: 220, render: (_, r) => <Tag color="blue" bordered={false}>{r.action}</Tag> },
    { title: tr({ zh: '对象', en: 'Target' }), dataIndex: 'target', width: 180, copyable: true },
    {
      title: tr({ zh: '变更', en: 'Change' }),
      dataIndex: 'change',
      search: false,
      ellipsis: true,
      render: (_, r) => <Typography.Text type="secondary" ellipsis style={{ maxWidth: 420 }}>{summary(r)}</Typography.Text>
    }
  ]
  return (
    <PageContainer title={tr({ zh: '操作日志', en: 'Audit' })} subTitle={tr({ zh: '所有管理员操作，随变更在同一事务中记录', en: 'Every admin action, recorded in the same transaction as the change' })}>
      <ProTable<AuditRow>
        rowKey="id"
        columns={columns}
        request={tableRequest<AuditRow>('/audit', (p) => {
          const range = p.range as [string, string] | undefined
          return {
            admin: p.admin as string | undefined,
            action: p.action as string | undefined,
            target: p.target as string | undefined,
            from: range === undefined ? undefined : Math.floor(new Date(range[0]).getTime() / 1000),
            to: range === undefined ? undefined : Math.floor(new Date(range[1]).getTime() / 1000)
          }
        })}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50] }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        expandable={{
          expandedRowRender: (r) => (
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
              <div><Typography.Text strong>{tr({ zh: '变更前', en: 'Before' })}</Typography.Text><Json value={r.before} /></div>
              <div><Typography.Text strong>{tr({ zh: '变更后', en: 'After' })}</Typography.Text><Json value={r.after} /></div>
            </div>
          ),
          rowExpandable: (r) => r.before !== null || r.after !== null
        }}
        options={{ density: false, setting: false }}
        dateFormatter="string"
      />
    </PageContainer>
  )
}

/** `price: 10 → 12, status: normal → hidden` over the keys that differ */
function summary (r: AuditRow): string {
  const b = (r.before ?? {}) as Record<string, unknown>
  const a = (r.after ?? {}) as Record<string, unknown>
  if (typeof b !== 'object' || typeof a !== 'object') return ''
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
  return keys.map((k) => `${k}: ${short(b[k])} → ${short(a[k])}`).join(', ')
}

function short (v: unknown): string {
  if (v === undefined) return '∅'
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return s.length > 40 ? `${s.slice(0, 40)}…` : s
}
