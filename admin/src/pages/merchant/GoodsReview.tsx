import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Image, Popconfirm, Space, Typography } from 'antd'
import type { ListingState } from '../../../../types/merchant'
import { apiPost, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime, useAction } from '../../ui'
import { ReasonModal } from '../../ReasonModal'

// Product review (reviewer, super): the queue of goods under review (oldest first) with their
// pictures, specs and prices; approve (on sale at once) or reject with a reason; goods on sale can
// be taken down with a reason. The merchant sees the reason in their goods list.

interface Row {
  id: number, title: string, title_en: string, image: string, images: string[], price: string, description: string, description_en: string, shop_id: number, shop_name: string,
  listing_state: ListingState, sale_status: string, reason: string, updated_at: number, spu: Array<{ name: string, item: string[] }>, sku: Array<{ difference: string[], price: string, bbt_price: string, stock: number }>
}
type Decision = 'reject' | 'ban'

export default function GoodsReview (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [deciding, setDeciding] = useState<{ row: Row, decision: Decision } | null>(null)
  const decide = async (r: Row, decision: 'approve' | Decision, reason = ''): Promise<boolean> => {
    const done = await act(async () => await apiPost(`/goods-review/${r.id}/decide`, { decision, reason })) !== null
    void table.current?.reload()
    return done
  }
  const columns: Array<ProColumns<Row>> = [
    {
      title: tr({ zh: '状态', en: 'State' }),
      dataIndex: 'state',
      width: 120,
      valueType: 'select',
      initialValue: '1',
      hideInTable: true,
      valueEnum: {
        1: { text: tr({ zh: '审核中', en: 'Under review' }) },
        2: { text: tr({ zh: '出售中', en: 'On sale' }) },
        3: { text: tr({ zh: '审核失败', en: 'Review failed' }) },
        4: { text: tr({ zh: '平台下架', en: 'Removed by platform' }) },
        5: { text: tr({ zh: '店铺下架', en: 'Removed by shop' }) }
      }
    },
    { title: 'ID', dataIndex: 'id', width: 70, search: false },
    {
      title: tr({ zh: '商品', en: 'Product' }),
      dataIndex: 'title',
      search: false,
      width: 320,
      render: (_, r) => (
        <Space align="start">
          <Image.PreviewGroup>
            <Image src={r.image} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
            {r.images.map((p) => <Image key={p} src={p} width={0} height={0} style={{ display: 'none' }} />)}
          </Image.PreviewGroup>
          <div>
            <Typography.Text strong>{r.title}</Typography.Text>
            {/* the English title is the merchant's text too: reviewed with the rest */}
            {r.title_en !== '' ? <div id={`review-title-en-${r.id}`}><Typography.Text>{r.title_en}</Typography.Text></div> : null}
            <div style={{ color: '#999', fontSize: 12 }}>{r.description}</div>
            {r.description_en !== '' ? <div id={`review-description-en-${r.id}`} style={{ color: '#999', fontSize: 12 }}>{r.description_en}</div> : null}
          </div>
        </Space>
      )
    },
    { title: tr({ zh: '店铺', en: 'Shop' }), dataIndex: 'shop_name', search: false, width: 140 },
    {
      title: tr({ zh: '规格 / 价格 / 库存', en: 'Specs / price / stock' }),
      dataIndex: 'sku',
      search: false,
      width: 260,
      render: (_, r) => <div style={{ fontSize: 12 }}>{r.sku.map((k, i) => <div key={i}>{k.difference.join(' / ')}: {k.price} USDT · BBT {k.bbt_price} · {k.stock}</div>)}</div>
    },
    {
      title: tr({ zh: '审核后', en: 'After approval' }),
      dataIndex: 'sale_status',
      search: false,
      width: 110,
      render: (_, r) => r.sale_status === 'warehouse' ? tr({ zh: '放入仓库', en: 'Warehouse' }) : tr({ zh: '上架', en: 'On sale' })
    },
    { title: tr({ zh: '原因', en: 'Reason' }), dataIndex: 'reason', search: false, width: 140, ellipsis: true, render: (_, r) => r.reason === '' ? '—' : r.reason },
    { title: tr({ zh: '更新时间', en: 'Updated' }), dataIndex: 'updated_at', search: false, width: 160, render: (_, r) => formatTime(r.updated_at) },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (_, r) => r.listing_state === 1
        ? [
            <Popconfirm key="approve" title={r.sale_status === 'warehouse' ? tr({ zh: `通过「${r.title}」？（商家选择放入仓库）`, en: `Approve "${r.title}"? (the merchant keeps it in the warehouse)` }) : tr({ zh: `通过「${r.title}」并上架？`, en: `Approve "${r.title}" and put it on sale?` })} onConfirm={async () => { await decide(r, 'approve') }}><a id={`goods-${r.id}-approve`}>{tr({ zh: '通过', en: 'Approve' })}</a></Popconfirm>,
            <a key="reject" style={{ color: '#e4393c' }} onClick={() => { setDeciding({ row: r, decision: 'reject' }) }}>{tr({ zh: '驳回', en: 'Reject' })}</a>
          ]
        : r.listing_state === 2
          ? [<a key="ban" style={{ color: '#e4393c' }} onClick={() => { setDeciding({ row: r, decision: 'ban' }) }}>{tr({ zh: '下架', en: 'Take down' })}</a>]
          : []
    }
  ]
  return (
    <PageContainer title={tr({ zh: '商品审核', en: 'Product review' })}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<Row>('/goods-review')}
        pagination={{ defaultPageSize: 15, showSizeChanger: false }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        scroll={{ x: 1350 }}
      />
      <ReasonModal
        target={deciding === null ? null : { key: `${deciding.row.id}-${deciding.decision}`, title: deciding.decision === 'reject' ? tr({ zh: `驳回「${deciding.row.title}」`, en: `Reject "${deciding.row.title}"` }) : tr({ zh: `下架「${deciding.row.title}」`, en: `Take down "${deciding.row.title}"` }) }}
        label={tr({ zh: '原因（商家可见）', en: 'Reason (shown to the merchant)' })}
        onClose={() => { setDeciding(null) }}
        onSubmit={async (reason) => deciding !== null && await decide(deciding.row, deciding.decision, reason)}
      />
    </PageContainer>
  )
}
