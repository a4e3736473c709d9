import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Descriptions, Drawer, Image, Popconfirm, Space } from 'antd'
import type { ApplicationData, ApplicationState } from '../../../../types/merchant'
import { apiPost, tableRequest } from '../../api'
import { useI18n } from '../../i18n'
import { formatTime, useAction } from '../../ui'
import { ReasonModal } from '../../ReasonModal'

// Merchant applications (reviewer, super): under review first; the documents viewer (licence, its
// code and validity, the store photos) in a drawer; approve (the shop opens) or reject with a
// reason the applicant sees (the package fee goes back; they may edit and submit again).

const LABELS: Record<string, { zh: string, en: string }> = {
  self: { zh: '自营', en: 'Self-owned' }, personal: { zh: '个人', en: 'Personal' }, enterprise: { zh: '企业', en: 'Enterprise' }, flagship: { zh: '旗舰店', en: 'Flagship' },
  online: { zh: '线上', en: 'Online' }, offline: { zh: '线下', en: 'Offline' },
  retail: { zh: '零售', en: 'Retail' }, food: { zh: '餐饮 / 食品', en: 'Food' }, service: { zh: '服务', en: 'Services' }, digital: { zh: '数码', en: 'Electronics' }, farm: { zh: '农产品', en: 'Farm produce' },
  fashion: { zh: '服饰鞋包', en: 'Fashion' }, beauty: { zh: '美妆个护', en: 'Beauty' }, home: { zh: '家居日用', en: 'Home' }, baby: { zh: '母婴', en: 'Baby' }, health: { zh: '健康', en: 'Health' }
}

interface Row { id: number, user_id: number, username: string, wallet_address: string, state: ApplicationState, data: ApplicationData, years: number, fee: string, reason: string, shop_id: number | null, submitted_at: number | null }

export default function Applications (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const table = useRef<ActionType>()
  const [viewing, setViewing] = useState<Row | null>(null)
  const [rejecting, setRejecting] = useState<Row | null>(null)
  const review = async (r: Row, approve: boolean, reason = ''): Promise<boolean> => {
    const done = await act(async () => await apiPost(`/merchant-applications/${r.id}/review`, { approve, reason })) !== null
    void table.current?.reload()
    if (done) setViewing(null)
    return done
  }
  const columns: Array<ProColumns<Row>> = [
    { title: 'ID', dataIndex: 'id', width: 70, search: false },
    {
      title: tr({ zh: '状态', en: 'Status' }),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: {
        2: { text: tr({ zh: '审核中', en: 'Under review' }), status: 'Processing' },
        3: { text: tr({ zh: '已驳回', en: 'Rejected' }), status: 'Error' },
        4: { text: tr({ zh: '已通过', en: 'Approved' }), status: 'Success' }
      }
    },
    { title: tr({ zh: '店铺名称', en: 'Store name' }), dataIndex: ['data', 'shop_name'], search: false, width: 160 },
    { title: tr({ zh: '执照名称', en: 'Licence name' }), dataIndex: ['data', 'licence_name'], search: false, width: 180, ellipsis: true },
    { title: tr({ zh: '申请人', en: 'Applicant' }), dataIndex: 'username', search: false, width: 140, ellipsis: true },
    { title: tr({ zh: '套餐', en: 'Package' }), dataIndex: 'years', search: false, width: 130, render: (_, r) => `${r.years} ${tr({ zh: '年', en: 'yr' })} · ${r.fee} USDT` },
    { title: tr({ zh: '提交时间', en: 'Submitted' }), dataIndex: 'submitted_at', search: false, width: 160, render: (_, r) => r.submitted_at === null ? '—' : formatTime(r.submitted_at) },
    { title: tr({ zh: '驳回原因', en: 'Reason' }), dataIndex: 'reason', search: false, width: 160, ellipsis: true, render: (_, r) => r.reason === '' ? '—' : r.reason },
    {
      title: tr({ zh: '操作', en: 'Actions' }),
      valueType: 'option',
      fixed: 'right',
      width: 170,
      render: (_, r) => [
        <a key="view" id={`application-${r.id}-view`} onClick={() => { setViewing(r) }}>{tr({ zh: '查看资料', en: 'Documents' })}</a>,
        ...(r.state !== 2
          ? []
          : [
              <Popconfirm key="approve" title={tr({ zh: `通过「${r.data.shop_name ?? ''}」的入驻申请？`, en: `Approve "${r.data.shop_name ?? ''}"?` })} onConfirm={async () => { await review(r, true) }}><a id={`application-${r.id}-approve`}>{tr({ zh: '通过', en: 'Approve' })}</a></Popconfirm>,
              <a key="reject" style={{ color: '#e4393c' }} onClick={() => { setRejecting(r) }}>{tr({ zh: '驳回', en: 'Reject' })}</a>
            ])
      ]
    }
  ]
  const d = viewing?.data
  // the form stores codes; the reviewer reads words
  const label = (code: string | undefined): string => code === undefined ? '—' : tr(LABELS[code] ?? { zh: code, en: code })
  const photos = (label: string, list: string[] | undefined) => (
    <Descriptions.Item label={label} span={2}>
      <Image.PreviewGroup><Space wrap>{(list ?? []).map((p) => <Image key={p} src={p} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} />)}</Space></Image.PreviewGroup>
    </Descriptions.Item>
  )
  return (
    <PageContainer title={tr({ zh: '商家入驻', en: 'Merchant applications' })}>
      <ProTable<Row>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={tableRequest<Row>('/merchant-applications')}
        pagination={{ defaultPageSize: 15, showSizeChanger: false }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        scroll={{ x: 1200 }}
      />
      <Drawer width={720} open={viewing !== null} onClose={() => { setViewing(null) }} title={d?.shop_name ?? ''}>
        {d !== undefined
          ? (
            <Descriptions column={2} bordered size="small">
              <Descriptions.Item label={tr({ zh: '店铺类型', en: 'Store type' })}>{label(d.store_type)}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '经营方式', en: 'Operation mode' })}>{label(d.operation_mode)}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '行业类目', en: 'Industry category' })}>{label(d.industry_category)}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '所属行业', en: 'Industry' })}>{label(d.industry)}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '执照名称', en: 'Licence name' })} span={2}>{d.licence_name}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '统一社会信用代码', en: 'USCC' })}>{d.uscc}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '有效期', en: 'Validity' })}>{d.valid_from} ~ {d.valid_to}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '注册地区', en: 'Region' })}>{d.region}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '法人手机', en: 'Legal-person phone' })}>{d.legal_phone}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '联系电话', en: 'Contact phone' })}>{d.contact_phone}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '邮箱', en: 'E-mail' })}>{d.email}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '地址', en: 'Address' })} span={2}>{d.address}</Descriptions.Item>
              <Descriptions.Item label={tr({ zh: '简介', en: 'Profile' })} span={2}>{d.profile}</Descriptions.Item>
              {photos(tr({ zh: '营业执照', en: 'Business licence' }), d.licence_image === undefined ? [] : [d.licence_image])}
              {photos(tr({ zh: '门头照', en: 'Store front' }), d.front_photos)}
              {photos(tr({ zh: '店内照', en: 'Interior' }), d.interior_photos)}
              {photos(tr({ zh: '收银台', en: 'Checkout' }), d.checkout_photos)}
            </Descriptions>
            )
          : null}
      </Drawer>
      <ReasonModal
        target={rejecting === null ? null : { key: String(rejecting.id), title: tr({ zh: `驳回「${rejecting.data.shop_name ?? ''}」`, en: `Reject "${rejecting.data.shop_name ?? ''}"` }) }}
        label={tr({ zh: '驳回原因（申请人可见，费用退回，可修改后重新提交）', en: 'Reason (shown to the applicant; the fee goes back; they may edit and resubmit)' })}
        onClose={() => { setRejecting(null) }}
        onSubmit={async (reason) => rejecting !== null && await review(rejecting, false, reason)}
      />
    </PageContainer>
  )
}
