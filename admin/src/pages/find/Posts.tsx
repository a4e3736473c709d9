import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Image, Space, Tag, Typography } from 'antd'
import { apiPostSaid, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime, useAction } from '../../ui'
import { ReasonModal } from '../../ReasonModal'

// Posts (reviewer, issue 17): the feed's review queue (users' posts wait here while
// find_review_user_posts is on; shops publish directly) and every post by state. Approve
// (examine or hidden → normal), reject (examine → rejected) or take down (normal → hidden); a
// rejection or takedown needs a reason, which the author reads in their system notices.

interface Row {
  id: number
  type: 'new' | 'video' | 'live'
  content: string
  images: string[]
  video: string
  state: 'examine' | 'normal' | 'rejected' | 'hidden'
  note: string
  likes: number
  comments: number
  createtime: number
  user_id: number
  nickname: string
  shop_id: number | null
  shop_name: string | null
}

export default function Posts (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [refusing, setRefusing] = useState<{ row: Row, action: 'reject' | 'takedown' } | null>(null)
  const move = async (r: Row, action: 'approve' | 'reject' | 'takedown', note?: string): Promise<boolean> => {
    const ok = await act(async () => await apiPostSaid(`/posts/${r.id}/${action}`, note === undefined ? {} : { note }), (res) => res.msg) !== null
    if (ok) void table.current?.reload()
    return ok
  }
  const states = {
    examine: { text: tr({ zh: '待审核', en: 'In review' }), status: 'Warning' },
    normal: { text: tr({ zh: '已发布', en: 'Published' }), status: 'Success' },
    rejected: { text: tr({ zh: '未通过', en: 'Rejected' }), status: 'Error' },
    hidden: { text: tr({ zh: '已下架', en: 'Taken down' }), status: 'Default' }
  }
  const columns: Array<ProColumns<Row>> = [
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    { title: tr({ zh: '作者', en: 'Author' }), dataIndex: 'nickname', search: false, width: 170, ellipsis: true, render: (_, r) => <span>{r.shop_name ?? r.nickname} (#{r.user_id}){r.shop_id !== null && <Tag style={{ marginLeft: 4 }}>{tr({ zh: '店铺', en: 'Shop' })}</Tag>}</span> },
    {
      title: tr({ zh: '内容', en: 'Post' }),
      dataIndex: 'content',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={4}>
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true }}>{r.content === '' ? '—' : r.content}</Typography.Paragraph>
          {r.images.length > 0 && <Image.PreviewGroup><Space wrap>{r.images.map((src) => <Image key={src} src={src} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />)}</Space></Image.PreviewGroup>}
          {r.video !== '' && <video src={r.video} controls style={{ width: 200, maxHeight: 120 }} />}
        </Space>
      )
    },
    { title: tr({ zh: '状态', en: 'State' }), dataIndex: 'state', width: 110, valueType: 'select', initialValue: 'examine', valueEnum: states },
    { title: tr({ zh: '赞 / 评论', en: 'Likes / comments' }), dataIndex: 'likes', search: false, width: 110, render: (_, r) => `${r.likes} / ${r.comments}` },
    { title: tr({ zh: '发布时间', en: 'Posted' }), dataIndex: 'createtime', search: false, width: 150, render: (_, r) => formatTime(r.createtime) },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      fixed: 'right',
      width: 150,
      render: (_, r) => [
        (r.state === 'examine' || r.state === 'hidden') && <a key="a" onClick={() => { void move(r, 'approve') }}>{tr({ zh: '通过', en: 'Approve' })}</a>,
        r.state === 'examine' && <a key="r" onClick={() => { setRefusing({ row: r, action: 'reject' }) }}>{tr({ zh: '驳回', en: 'Reject' })}</a>,
        r.state === 'normal' && <a key="t" onClick={() => { setRefusing({ row: r, action: 'takedown' }) }}>{tr({ zh: '下架', en: 'Take down' })}</a>
      ].filter(Boolean)
    }
  ]
  return (
    <PageContainer title={tr({ zh: '动态审核', en: 'Posts' })}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: 1100 }}
        request={tableRequest<Row>('/posts')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
      />
      <ReasonModal
        target={refusing === null ? null : { key: `${refusing.row.id}-${refusing.action}`, title: refusing.action === 'reject' ? tr({ zh: `驳回动态 #${refusing.row.id}`, en: `Reject post #${refusing.row.id}` }) : tr({ zh: `下架动态 #${refusing.row.id}`, en: `Take down post #${refusing.row.id}` }) }}
        label={tr({ zh: '原因（作者可见）', en: 'Reason (shown to the author)' })}
        onClose={() => { setRefusing(null) }}
        onSubmit={async (reason) => refusing !== null && await move(refusing.row, refusing.action, reason)}
      />
    </PageContainer>
  )
}
