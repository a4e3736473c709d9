import { useEffect, useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { App as AntApp, Avatar, Badge, Button, Drawer, Empty, Input, Space, Spin, Tag } from 'antd'
import type { ChatConversation, ChatHistory, ChatMessage } from '../../../../types/chat'
import { apiGet, apiPost } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime } from '../../ui'

// Customer service (support, super): the user↔platform conversations, unread first; opening one
// shows its history (and marks it read for the platform) and answers as the platform — the reply
// reaches the user's sockets like any chat message.

type Row = ChatConversation & { unread: number }

function newKey (): string {
  return `adm_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`
}

function bodyText (m: ChatMessage): string {
  const text = m.body.text
  return typeof text === 'string' ? text : `[${m.type}]`
}

function Conversation ({ row, onChanged }: { row: Row, onChanged: () => void }): JSX.Element {
  const { tr } = useI18n()
  const { message } = AntApp.useApp()
  const [history, setHistory] = useState<ChatHistory | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const bottom = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    apiGet<ChatHistory>(`/service/${row.id}`).then((h) => { if (live) { setHistory(h); onChanged() } }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : String(e)) })
    return () => { live = false }
  }, [row.id])
  useEffect(() => { bottom.current?.scrollIntoView({ block: 'end' }) }, [history])

  const loadOlder = async (): Promise<void> => {
    if (history === null || history.data.length === 0) return
    try {
      const older = await apiGet<ChatHistory>(`/service/${row.id}`, { before: history.data[0].id })
      setHistory({ ...older, data: [...older.data, ...history.data] })
    } catch (e) { void message.error(e instanceof Error ? e.message : String(e)) }
  }
  const send = async (): Promise<void> => {
    const body = text.trim()
    if (body === '' || history === null) return
    setSending(true)
    try {
      const m = await apiPost<ChatMessage>(`/service/${row.id}/reply`, { text: body, key: newKey() })
      setHistory({ ...history, data: [...history.data, m] })
      setText('')
      onChanged()
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e))
    } finally { setSending(false) }
  }

  if (error !== null) return <Empty description={error} />
  if (history === null) return <Spin />
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, overflowY: 'auto', paddingBottom: 12 }}>
        {history.more && <div style={{ textAlign: 'center', marginBottom: 12 }}><Button size="small" onClick={() => { void loadOlder() }}>{tr({ zh: '更早的消息', en: 'Older messages' })}</Button></div>}
        {history.data.length === 0 && <Empty description={tr({ zh: '暂无消息', en: 'No messages' })} />}
        {history.data.map((m) => {
          const mine = m.side === 'peer'
          return (
            <div key={m.id} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', marginBottom: 10 }}>
              <div style={{ maxWidth: '75%' }}>
                <div style={{ fontSize: 12, color: '#999', textAlign: mine ? 'right' : 'left' }}>{m.from.name} · {formatTime(m.createtime)}</div>
                <div style={{ background: mine ? '#e6f4ff' : '#f5f5f5', borderRadius: 8, padding: '6px 10px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {m.type !== 'text' && <Tag>{m.type}</Tag>}{bodyText(m)}
                </div>
              </div>
            </div>
          )
        })}
        <div ref={bottom} />
      </div>
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={text}
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={tr({ zh: '以平台客服身份回复…', en: 'Reply as the platform…' })}
          onChange={(e) => { setText(e.target.value) }}
          onPressEnter={(e) => { if (!e.shiftKey) { e.preventDefault(); void send() } }}
        />
        <Button type="primary" loading={sending} disabled={text.trim() === ''} onClick={() => { void send() }} style={{ height: 'auto' }}>{tr({ zh: '发送', en: 'Send' })}</Button>
      </Space.Compact>
    </div>
  )
}

export default function Service (): JSX.Element {
  const { tr } = useI18n()
  const table = useRef<ActionType>()
  const [open, setOpen] = useState<Row | null>(null)
  const columns: Array<ProColumns<Row>> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: tr({ zh: '用户', en: 'User' }),
      dataIndex: 'name',
      width: 220,
      render: (_, r) => <Space><Avatar src={r.avatar === '' ? undefined : r.avatar} size="small">{r.name.slice(0, 1)}</Avatar>{r.name === '' ? '—' : r.name} <span style={{ color: '#999' }}>#{r.user_id}</span></Space>
    },
    { title: tr({ zh: '最后一条消息', en: 'Last message' }), dataIndex: 'content', ellipsis: true },
    { title: tr({ zh: '未读', en: 'Unread' }), dataIndex: 'unread', width: 90, align: 'right', render: (_, r) => r.unread > 0 ? <Badge count={r.unread} /> : <span style={{ color: '#999' }}>0</span> },
    { title: tr({ zh: '时间', en: 'Time' }), dataIndex: 'createtime', width: 170, render: (_, r) => formatTime(r.createtime) },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', width: 90, render: (_, r) => [<a key="open" onClick={() => { setOpen(r) }}>{tr({ zh: '打开', en: 'Open' })}</a>] }
  ]
  return (
    <PageContainer title={tr({ zh: '客服', en: 'Customer service' })}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async () => ({ data: await apiGet<Row[]>('/service'), success: true })}
        search={false}
        pagination={false}
        options={{ density: false, setting: false }}
        onRow={(r) => ({ onDoubleClick: () => { setOpen(r) } })}
      />
      <Drawer
        open={open !== null}
        width={560}
        title={open === null ? '' : `${tr({ zh: '会话', en: 'Conversation' })} #${open.id} · ${open.name}`}
        onClose={() => { setOpen(null); void table.current?.reload() }}
        destroyOnClose
        styles={{ body: { display: 'flex', flexDirection: 'column' } }}
      >
        {open !== null && <Conversation row={open} onChanged={() => { void table.current?.reload() }} />}
      </Drawer>
    </PageContainer>
  )
}
