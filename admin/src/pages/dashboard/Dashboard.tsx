import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components'
import { Alert, Badge, Button, Empty, Skeleton, Table, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import type { AdminDashboard } from '../../../../types/admin'
import { apiGet, ApiError } from '../../api'
import { useI18n } from '../../i18n'
import { screens } from '../../screens'

// Today's orders, GMV and new users, the last seven days, the platform's totals, and the pending
// queues of this operator's role, each linking to the screen that works it.

export default function Dashboard (): JSX.Element {
  const { tr } = useI18n()
  const [data, setData] = useState<AdminDashboard | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)

  const load = (): void => {
    setLoading(true)
    setError(null)
    apiGet<AdminDashboard>('/dashboard')
      .then(setData)
      .catch((err: unknown) => { setError(err instanceof ApiError ? err.message : String(err)) })
      .finally(() => { setLoading(false) })
  }
  useEffect(load, [])

  const maxGmv = Math.max(1, ...(data?.days ?? []).map((d) => Number(d.gmv)))

  return (
    <PageContainer
      title={tr({ zh: '概览', en: 'Dashboard' })}
      extra={<Button icon={<ReloadOutlined />} onClick={load} loading={loading}>{tr({ zh: '刷新', en: 'Refresh' })}</Button>}
    >
      {error !== null && <Alert type="error" showIcon message={error} action={<Button size="small" onClick={load}>{tr({ zh: '重试', en: 'Retry' })}</Button>} style={{ marginBottom: 16 }} />}
      {data === null ? (loading ? <Skeleton active paragraph={{ rows: 8 }} /> : null) : (
        <>
          <StatisticCard.Group direction="row" style={{ marginBottom: 16 }}>
            <StatisticCard statistic={{ title: tr({ zh: '今日订单', en: "Today's orders" }), value: data.today.orders }} />
            <StatisticCard.Divider />
            <StatisticCard statistic={{ title: tr({ zh: '今日成交额 (USDT)', en: "Today's GMV (USDT)" }), value: data.today.gmv, precision: 2 }} />
            <StatisticCard.Divider />
            <StatisticCard statistic={{ title: tr({ zh: '今日新用户', en: 'New users today' }), value: data.today.new_users }} />
          </StatisticCard.Group>
          <ProCard gutter={16} ghost wrap>
            <ProCard colSpan={{ xs: 24, xl: 14 }} title={tr({ zh: '近7日', en: 'Last 7 days' })} bordered headerBordered>
              <Table
                size="small"
                pagination={false}
                rowKey="day"
                dataSource={[...data.days].reverse()}
                columns={[
                  { title: tr({ zh: '日期', en: 'Day' }), dataIndex: 'day' },
                  { title: tr({ zh: '订单', en: 'Orders' }), dataIndex: 'orders', align: 'right' },
                  { title: tr({ zh: '新用户', en: 'New users' }), dataIndex: 'new_users', align: 'right' },
                  {
                    title: tr({ zh: '成交额 (USDT)', en: 'GMV (USDT)' }),
                    dataIndex: 'gmv',
                    width: '45%',
                    render: (v: string) => (
                      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                        <div style={{ height: 10, borderRadius: 5, background: '#e4393c', opacity: 0.75, width: `${Math.max(2, (Number(v) / maxGmv) * 100)}%`, maxWidth: '70%' }} />
                        <span>{v}</span>
                      </div>
                    )
                  }
                ]}
              />
            </ProCard>
            <ProCard colSpan={{ xs: 24, xl: 10 }} direction="column" ghost gutter={[0, 16]}>
              <ProCard title={tr({ zh: '待处理', en: 'Pending queues' })} bordered headerBordered>
                {data.queues.length === 0
                  ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr({ zh: '暂无待处理事项', en: 'Nothing waiting for you' })} />
                  : data.queues.map((q) => {
                    const screen = screens.find((s) => s.queue === q.key)
                    const label = screen !== undefined ? tr(screen.title) : q.key
                    return (
                      <div key={q.key} style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                        {screen !== undefined ? <Link to={screen.path}>{label}</Link> : <span>{label}</span>}
                        <Badge count={q.count} showZero color={q.count > 0 ? '#e4393c' : '#d9d9d9'} overflowCount={999} />
                      </div>
                    )
                  })}
              </ProCard>
              <ProCard title={tr({ zh: '平台总量', en: 'Platform totals' })} bordered headerBordered>
                <StatisticCard.Group direction="row">
                  <StatisticCard statistic={{ title: tr({ zh: '用户', en: 'Users' }), value: data.totals.users }} />
                  <StatisticCard statistic={{ title: tr({ zh: '订单', en: 'Orders' }), value: data.totals.orders }} />
                  <StatisticCard statistic={{ title: tr({ zh: '店铺', en: 'Shops' }), value: data.totals.shops }} />
                  <StatisticCard statistic={{ title: tr({ zh: '商品', en: 'Goods' }), value: data.totals.goods }} />
                </StatisticCard.Group>
              </ProCard>
            </ProCard>
          </ProCard>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {tr({ zh: '按北京时间 (UTC+8) 计日；成交额为当日支付订单的 USDT 金额。', en: 'Days are Beijing time (UTC+8); GMV is the USDT value of orders paid that day.' })}
          </Typography.Paragraph>
        </>
      )}
    </PageContainer>
  )
}
