import { useEffect, useRef, useState } from 'react'
import {
  ModalForm, PageContainer, ProForm, ProFormDateTimePicker, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea, ProTable,
  type ActionType, type ProColumns
} from '@ant-design/pro-components'
import { Alert, Button, Card, Image, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import dayjs from 'dayjs'
import type { AdminAdvert, AdminAdvertInput, AdminArticle, AdminArticleInput, AdminHomePage, AdminKeyword, AdminPopup } from '../../../../types/admin'
import { ADVERT_MODULES } from '../../../../types/admin'
import { apiGet, apiPost, apiPostSaid, ApiError, tableRequest } from '../../api'
import { useI18n, type Text } from '../../i18n'
import { PageLoading, useAction, useApiData } from '../../ui'

// Content: the adverts of every position, the system pop-up, the home page's modules, articles and
// hot search terms. The app reads them on its next load (no restart, no cache to wait for).

const POSITIONS: Record<string, Text> = {
  open: { zh: '开屏广告', en: 'Open screen' },
  page: { zh: '页面广告', en: 'Page banner' },
  category: { zh: '分类广告', en: 'Category' },
  first: { zh: '首推广告', en: 'First' },
  other: { zh: '其他广告', en: 'Other' }
}

type Tab = 'adverts' | 'popup' | 'home' | 'articles' | 'search'

export default function Content (): JSX.Element {
  const { tr } = useI18n()
  const [tab, setTab] = useState<Tab>('adverts')
  return (
    <PageContainer
      title={tr({ zh: '内容', en: 'Content' })}
      subTitle={tr({ zh: '保存后，应用下次加载即显示', en: "Saved changes show on the app's next load" })}
      tabActiveKey={tab}
      onTabChange={(k) => { setTab(k as Tab) }}
      tabList={[
        { key: 'adverts', tab: tr({ zh: '广告', en: 'Adverts' }) },
        { key: 'popup', tab: tr({ zh: '系统弹窗', en: 'Pop-up' }) },
        { key: 'home', tab: tr({ zh: '首页模块', en: 'Home modules' }) },
        { key: 'articles', tab: tr({ zh: '文章', en: 'Articles' }) },
        { key: 'search', tab: tr({ zh: '热门搜索', en: 'Hot search' }) }
      ]}
    >
      {tab === 'adverts' && <Adverts />}
      {tab === 'popup' && <Popup />}
      {tab === 'home' && <HomeModules />}
      {tab === 'articles' && <Articles />}
      {tab === 'search' && <SearchTerms />}
    </PageContainer>
  )
}

const toUnix = (v: unknown): number | null => v === undefined || v === null || v === '' ? null : dayjs(v as string).unix()

function Adverts (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [editing, setEditing] = useState<AdminAdvert | 'new' | null>(null)
  const save = async (v: Record<string, unknown>): Promise<boolean> => {
    const body: AdminAdvertInput = {
      module: v.module as AdminAdvertInput['module'],
      category_id: v.module === 'category' ? (v.category_id as number) : null,
      type: (v.type as string | undefined) ?? 'image',
      title: v.title as string,
      title_en: (v.title_en as string | undefined) ?? '',
      media: v.media as string,
      url: (v.url as string | undefined) ?? '',
      weigh: (v.weigh as number | undefined) ?? 0,
      status: v.status as AdminAdvertInput['status'],
      start_at: toUnix(v.start_at),
      end_at: toUnix(v.end_at)
    }
    const id = editing === 'new' || editing === null ? null : editing.id
    const res = await act(async () => await apiPost(id === null ? '/adverts' : `/adverts/${id}`, body as unknown as Record<string, unknown>))
    if (res === null) return false
    void table.current?.reload()
    return true
  }
  const columns: Array<ProColumns<AdminAdvert>> = [
    { title: tr({ zh: '位置', en: 'Position' }), dataIndex: 'module', width: 120, valueType: 'select', valueEnum: Object.fromEntries(ADVERT_MODULES.map((m) => [m, { text: tr(POSITIONS[m]) }])) },
    { title: tr({ zh: '图片', en: 'Image' }), dataIndex: 'media', search: false, width: 110, render: (_, r) => <Image src={r.media} width={88} height={44} style={{ objectFit: 'cover', borderRadius: 4 }} /> },
    { title: tr({ zh: '标题', en: 'Title' }), dataIndex: 'title', search: false, render: (_, r) => <span data-testid={`advert-title-${r.id}`}>{r.title}{r.title_en !== '' && <Typography.Text type="secondary"> / {r.title_en}</Typography.Text>}</span> },
    { title: tr({ zh: '链接', en: 'Link' }), dataIndex: 'url', search: false, ellipsis: true },
    { title: tr({ zh: '权重', en: 'Weight' }), dataIndex: 'weigh', search: false, width: 80, align: 'right' },
    { title: tr({ zh: '状态', en: 'Status' }), dataIndex: 'status', search: false, width: 90, render: (_, r) => <Tag color={r.status === 'normal' ? 'green' : 'default'}>{r.status === 'normal' ? tr({ zh: '显示', en: 'Shown' }) : tr({ zh: '隐藏', en: 'Hidden' })}</Tag> },
    { title: tr({ zh: '浏览', en: 'Views' }), dataIndex: 'views', search: false, width: 80, align: 'right' },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      width: 120,
      render: (_, r) => [
        <a key="edit" data-testid={`advert-edit-${r.id}`} onClick={() => { setEditing(r) }}>{tr({ zh: '编辑', en: 'Edit' })}</a>,
        <Popconfirm key="del" title={tr({ zh: '删除该广告？', en: 'Delete this advert?' })} onConfirm={async () => { if (await act(async () => await apiPostSaid(`/adverts/${r.id}/delete`), (res) => res.msg) !== null) void table.current?.reload() }}>
          <a style={{ color: '#e4393c' }}>{tr({ zh: '删除', en: 'Delete' })}</a>
        </Popconfirm>
      ]
    }
  ]
  const initial = editing === null || editing === 'new'
    ? { module: 'page', type: 'image', status: 'normal', weigh: 0 }
    : { ...editing, start_at: editing.start_at === null ? undefined : dayjs.unix(editing.start_at), end_at: editing.end_at === null ? undefined : dayjs.unix(editing.end_at) }
  return (
    <>
      <ProTable<AdminAdvert>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<AdminAdvert>('/adverts')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        toolBarRender={() => [<Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => { setEditing('new') }}>{tr({ zh: '新建广告', en: 'New advert' })}</Button>]}
      />
      <ModalForm
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        title={editing === 'new' ? tr({ zh: '新建广告', en: 'New advert' }) : tr({ zh: '编辑广告', en: 'Edit advert' })}
        open={editing !== null}
        onOpenChange={(o) => { if (!o) setEditing(null) }}
        initialValues={initial}
        onFinish={save}
        modalProps={{ destroyOnClose: true }}
        grid
        rowProps={{ gutter: 16 }}
      >
        <ProFormSelect name="module" label={tr({ zh: '位置', en: 'Position' })} colProps={{ span: 12 }} rules={[{ required: true }]} options={ADVERT_MODULES.map((m) => ({ value: m, label: tr(POSITIONS[m]) }))} />
        <ProFormDigit name="category_id" label={tr({ zh: '分类 ID（分类广告）', en: 'Category ID (category adverts)' })} colProps={{ span: 12 }} min={1} />
        <ProFormText name="title" label={tr({ zh: '标题', en: 'Title' })} colProps={{ span: 12 }} rules={[{ required: true }, { max: 100 }]} />
        <ProFormText name="title_en" label={tr({ zh: '英文标题', en: 'English title' })} colProps={{ span: 12 }} rules={[{ max: 100 }]} />
        <ProFormText name="media" label={tr({ zh: '图片地址', en: 'Image URL' })} rules={[{ required: true }, { max: 500 }]} placeholder="/uploads/… or https://…" />
        <ProFormText name="url" label={tr({ zh: '跳转链接', en: 'Link' })} rules={[{ max: 500 }]} placeholder="/pages/goods?id=1" />
        <ProFormSelect name="status" label={tr({ zh: '状态', en: 'Status' })} colProps={{ span: 8 }} options={[{ value: 'normal', label: tr({ zh: '显示', en: 'Shown' }) }, { value: 'hidden', label: tr({ zh: '隐藏', en: 'Hidden' }) }]} />
        <ProFormDigit name="weigh" label={tr({ zh: '权重（大者在前）', en: 'Weight (higher first)' })} colProps={{ span: 8 }} min={-100000} max={100000} />
        <ProFormSelect name="type" label={tr({ zh: '类型', en: 'Type' })} colProps={{ span: 8 }} options={['image', 'banner', 'video'].map((v) => ({ value: v, label: v }))} />
        <ProFormDateTimePicker name="start_at" label={tr({ zh: '开始时间', en: 'Starts' })} colProps={{ span: 12 }} />
        <ProFormDateTimePicker name="end_at" label={tr({ zh: '结束时间', en: 'Ends' })} colProps={{ span: 12 }} />
      </ModalForm>
    </>
  )
}

function Popup (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const { data: popup, error, setData: setPopup } = useApiData<AdminPopup | null>('/syspopup')
  if (error !== null) return <Alert type="error" showIcon message={error} />
  if (popup === undefined) return <PageLoading />
  return (
    <Card>
      <ProForm<AdminPopup>
        initialValues={popup ?? {}}
        layout="vertical"
        grid
        rowProps={{ gutter: 16 }}
        onFinish={async (v) => {
          const res = await act(async () => await apiPost<AdminPopup>('/syspopup', { popup: { title: v.title, title_en: v.title_en ?? '', content: v.content, content_en: v.content_en ?? '', image: v.image ?? '', url: v.url ?? '' } }))
          if (res !== null) setPopup(res)
          return res !== null
        }}
        submitter={{
          searchConfig: { submitText: tr({ zh: '保存弹窗', en: 'Save pop-up' }) },
          render: (_, dom) => (
            <Space>
              {dom[1]}
              {popup !== null && (
                <Popconfirm title={tr({ zh: '移除系统弹窗？', en: 'Remove the pop-up?' })} onConfirm={async () => { if (await act(async () => await apiPost('/syspopup', { popup: null })) !== null) setPopup(null) }}>
                  <Button danger>{tr({ zh: '移除弹窗', en: 'Remove pop-up' })}</Button>
                </Popconfirm>
              )}
            </Space>
          )
        }}
      >
        {popup === null && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={tr({ zh: '当前没有系统弹窗', en: 'No pop-up is shown now' })} />}
        <ProFormText name="title" label={tr({ zh: '标题', en: 'Title' })} colProps={{ span: 12 }} rules={[{ required: true }, { max: 100 }]} />
        <ProFormText name="title_en" label={tr({ zh: '英文标题', en: 'English title' })} colProps={{ span: 12 }} rules={[{ max: 100 }]} />
        <ProFormTextArea name="content" label={tr({ zh: '内容', en: 'Text' })} colProps={{ span: 12 }} rules={[{ required: true }, { max: 1000 }]} />
        <ProFormTextArea name="content_en" label={tr({ zh: '英文内容', en: 'English text' })} colProps={{ span: 12 }} rules={[{ max: 1000 }]} />
        <ProFormText name="image" label={tr({ zh: '图片地址', en: 'Image URL' })} colProps={{ span: 12 }} rules={[{ max: 500 }]} />
        <ProFormText name="url" label={tr({ zh: '跳转链接', en: 'Link' })} colProps={{ span: 12 }} rules={[{ max: 500 }]} />
      </ProForm>
    </Card>
  )
}

function HomeModules (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const [page, setPage] = useState<AdminHomePage | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [parseError, setParseError] = useState<string | null>(null)
  useEffect(() => {
    apiGet<AdminHomePage>('/home').then((p) => { setPage(p); setText(JSON.stringify(p.item, null, 2)) }, (e: unknown) => { setError(e instanceof ApiError ? e.message : String(e)) })
  }, [])
  if (error !== null) return <Alert type="error" showIcon message={error} />
  if (page === null) return <PageLoading />
  const save = async (): Promise<void> => {
    let item: unknown
    try { item = JSON.parse(text) } catch (e) { setParseError(String(e)); return }
    if (!Array.isArray(item)) { setParseError(tr({ zh: '应为模块数组', en: 'A list of modules is expected' })); return }
    setParseError(null)
    const res = await act(async () => await apiPost<AdminHomePage>('/home', { item }))
    if (res !== null) { setPage(res); setText(JSON.stringify(res.item, null, 2)) }
  }
  return (
    <Card
      title={tr({ zh: '首页模块（自上而下）', en: 'Home page modules (top to bottom)' })}
      extra={<Button type="primary" onClick={() => { void save() }}>{tr({ zh: '保存', en: 'Save' })}</Button>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        {page.item.map((m) => <Tag key={String(m.id)} color="red" bordered={false}>{String(m.name ?? m.id)} · {String(m.type)}</Tag>)}
      </Space>
      <Typography.Paragraph type="secondary">
        {tr({ zh: '每个模块：id（唯一）、type（search / banner / category / notice / goods / likes）、name、style、params、data；文字可带 _en 英文字段。', en: 'Each module: id (unique), type (search / banner / category / notice / goods / likes), name, style, params, data; texts may carry an _en twin.' })}
      </Typography.Paragraph>
      {parseError !== null && <Alert type="error" showIcon message={parseError} style={{ marginBottom: 12 }} />}
      <Input.TextArea value={text} onChange={(e) => { setText(e.target.value) }} autoSize={{ minRows: 16, maxRows: 32 }} style={{ fontFamily: 'monospace', fontSize: 12 }} spellCheck={false} />
    </Card>
  )
}

function Articles (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null)
  const KINDS: Record<string, Text> = { new: { zh: '资讯', en: 'News' }, help: { zh: '帮助', en: 'Help' }, sys: { zh: '系统', en: 'System' } }
  const columns: Array<ProColumns<AdminArticle>> = [
    { title: tr({ zh: '关键词', en: 'Keyword' }), dataIndex: 'keyword', hideInTable: true },
    { title: 'ID', dataIndex: 'id', width: 60, search: false },
    { title: tr({ zh: '类别', en: 'Kind' }), dataIndex: 'kind', width: 100, valueType: 'select', valueEnum: Object.fromEntries(Object.entries(KINDS).map(([k, v]) => [k, { text: tr(v) }])) },
    { title: tr({ zh: '标题', en: 'Title' }), dataIndex: 'title', search: false, ellipsis: true },
    { title: tr({ zh: '浏览', en: 'Views' }), dataIndex: 'views', search: false, width: 80, align: 'right' },
    { title: tr({ zh: '状态', en: 'Status' }), dataIndex: 'status', search: false, width: 90, render: (_, r) => <Tag color={r.status === 'normal' ? 'green' : 'default'}>{r.status === 'normal' ? tr({ zh: '显示', en: 'Shown' }) : tr({ zh: '隐藏', en: 'Hidden' })}</Tag> },
    { title: tr({ zh: '操作', en: 'Actions' }), valueType: 'option', width: 80, render: (_, r) => [<a key="e" onClick={() => { setEditing(r) }}>{tr({ zh: '编辑', en: 'Edit' })}</a>] }
  ]
  return (
    <>
      <ProTable<AdminArticle>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<AdminArticle>('/articles')}
        pagination={{ defaultPageSize: 20 }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        toolBarRender={() => [<Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => { setEditing('new') }}>{tr({ zh: '新建文章', en: 'New article' })}</Button>]}
      />
      <ModalForm<AdminArticleInput>
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        width={860}
        title={editing === 'new' ? tr({ zh: '新建文章', en: 'New article' }) : tr({ zh: '编辑文章', en: 'Edit article' })}
        open={editing !== null}
        onOpenChange={(o) => { if (!o) setEditing(null) }}
        initialValues={editing === null || editing === 'new' ? { kind: 'new', status: 'normal', weigh: 0 } : editing}
        modalProps={{ destroyOnClose: true }}
        grid
        rowProps={{ gutter: 16 }}
        onFinish={async (v) => {
          const id = editing === null || editing === 'new' ? null : editing.id
          const res = await act(async () => await apiPost(id === null ? '/articles' : `/articles/${id}`, { ...v, content: v.content ?? '' } as unknown as Record<string, unknown>))
          if (res !== null) void table.current?.reload()
          return res !== null
        }}
      >
        <ProFormSelect name="kind" label={tr({ zh: '类别', en: 'Kind' })} colProps={{ span: 8 }} options={Object.entries(KINDS).map(([k, v]) => ({ value: k, label: tr(v) }))} rules={[{ required: true }]} />
        <ProFormSelect name="status" label={tr({ zh: '状态', en: 'Status' })} colProps={{ span: 8 }} options={[{ value: 'normal', label: tr({ zh: '显示', en: 'Shown' }) }, { value: 'hidden', label: tr({ zh: '隐藏', en: 'Hidden' }) }]} />
        <ProFormDigit name="weigh" label={tr({ zh: '权重', en: 'Weight' })} colProps={{ span: 8 }} />
        <ProFormText name="title" label={tr({ zh: '标题', en: 'Title' })} colProps={{ span: 12 }} rules={[{ required: true }, { max: 200 }]} />
        <ProFormText name="title_en" label={tr({ zh: '英文标题', en: 'English title' })} colProps={{ span: 12 }} rules={[{ max: 200 }]} />
        <ProFormTextArea name="content" label={tr({ zh: '正文（HTML，保存时净化）', en: 'Body (HTML, sanitized on save)' })} colProps={{ span: 12 }} fieldProps={{ autoSize: { minRows: 8, maxRows: 16 } }} rules={[{ required: true }]} />
        <ProFormTextArea name="content_en" label={tr({ zh: '英文正文', en: 'English body' })} colProps={{ span: 12 }} fieldProps={{ autoSize: { minRows: 8, maxRows: 16 } }} />
      </ModalForm>
    </>
  )
}

function SearchTerms (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [term, setTerm] = useState('')
  const STATES: Record<string, Text & { color: string }> = {
    normal: { zh: '正常', en: 'Normal', color: 'default' },
    pinned: { zh: '置顶', en: 'Pinned', color: 'red' },
    blocked: { zh: '屏蔽', en: 'Blocked', color: 'default' }
  }
  const setState = async (keywords: string, state: string): Promise<void> => {
    if (await act(async () => await apiPost('/search-terms', { keywords, state })) !== null) void table.current?.reload()
  }
  const columns: Array<ProColumns<AdminKeyword>> = [
    { title: tr({ zh: '搜索词', en: 'Term' }), dataIndex: 'keyword', hideInTable: true },
    { title: tr({ zh: '搜索词', en: 'Term' }), dataIndex: 'keywords', search: false },
    { title: tr({ zh: '热度', en: 'Searches' }), dataIndex: 'views', search: false, width: 100, align: 'right' },
    { title: tr({ zh: '状态', en: 'State' }), dataIndex: 'state', width: 160, valueType: 'select', valueEnum: Object.fromEntries(Object.entries(STATES).map(([k, v]) => [k, { text: tr(v) }])),
      render: (_, r) => <Select size="small" value={r.state} style={{ width: 110 }} onChange={(v) => { void setState(r.keywords, v) }} options={Object.entries(STATES).map(([k, v]) => ({ value: k, label: tr(v) }))} /> }
  ]
  return (
    <ProTable<AdminKeyword>
      rowKey="id"
      actionRef={table}
      columns={columns}
      request={tableRequest<AdminKeyword>('/search-terms')}
      pagination={{ defaultPageSize: 20 }}
      search={{ labelWidth: 'auto' }}
      options={{ density: false, setting: false }}
      toolBarRender={() => [
        <Space.Compact key="add">
          <Input value={term} maxLength={50} onChange={(e) => { setTerm(e.target.value) }} placeholder={tr({ zh: '新增置顶词', en: 'Pin a new term' })} />
          <Button type="primary" disabled={term.trim() === ''} onClick={() => { void setState(term.trim(), 'pinned').then(() => { setTerm('') }) }}>{tr({ zh: '置顶', en: 'Pin' })}</Button>
        </Space.Compact>
      ]}
    />
  )
}
