import { useEffect, useState } from 'react'
import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components'
import { Alert, Button, Descriptions, Skeleton } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import type { EconomyAdminFigures } from '../../../../types/economy'
import { apiGet, ApiError } from '../../api'
import { useI18n } from '../../i18n'

// The token economy for finance, read-only: network figures, the last settled day's emission,
// points appreciation and voucher expiry, today's dividend pool, node tier counts.

export default function Economy (): JSX.Element {
  const { tr } = useI18n()
  const [data, setData] = useState<EconomyAdminFigures | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const load = (): void => {
    setLoading(true)
    setError(null)
    apiGet<EconomyAdminFigures>('/economy')
      .then(setData)
      .catch((err: unknown) => { setError(err instanceof ApiError ? err.message : String(err)) })
      .finally(() => { setLoading(false) })
  }
  useEffect(load, [])
  const notRun = tr({ zh: '尚未结算', en: 'not settled yet' })
  const run = (r: EconomyAdminFigures['emission'], unit: string): string => r === null ? notRun : `${r.total} ${unit} · ${r.users} ${tr({ zh: '人', en: 'users' })} (${r.day})`
  return (
    <PageContainer
      title={tr({ zh: '通证经济', en: 'Economy' })}
      extra={<Button icon={<ReloadOutlined />} onClick={load} loading={loading}>{tr({ zh: '刷新', en: 'Refresh' })}</Button>}
    >
      {error !== null && <Alert type="error" showIcon message={error} action={<Button size="small" onClick={load}>{tr({ zh: '重试', en: 'Retry' })}</Button>} style={{ marginBottom: 16 }} />}
      {data === null ? (loading ? <Skeleton active paragraph={{ rows: 8 }} /> : null) : (
        <>
          <StatisticCard.Group direction="row" style={{ marginBottom: 16 }}>
            <StatisticCard statistic={{ title: tr({ zh: '全网算力', en: 'Network power' }), value: data.global_power }} />
            <StatisticCard statistic={{ title: tr({ zh: '全网贡献值', en: 'Network contribution' }), value: data.global_contribute_amount }} />
            <StatisticCard statistic={{ title: tr({ zh: '累计销毁 BBC', en: 'BBC destroyed' }), value: data.destroy_amount }} />
            <StatisticCard statistic={{ title: tr({ zh: '质押中 BBT', en: 'BBT pledged' }), value: data.pledged }} />
          </StatisticCard.Group>
          <ProCard split="vertical" bordered>
            <ProCard title={tr({ zh: '每日任务', en: 'Daily jobs' })} colSpan="60%">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={tr({ zh: '每日 BBC 产出（设置）', en: 'Daily BBC emission (setting)' })}>{data.daily_bbc_emission} BBC</Descriptions.Item>
                <Descriptions.Item label={tr({ zh: 'BBC 产出', en: 'BBC emission' })}>{run(data.emission, 'BBC')}</Descriptions.Item>
                <Descriptions.Item label={tr({ zh: '积分增值', en: 'Points appreciation' })}>{run(data.points, tr({ zh: '积分', en: 'points' }))}</Descriptions.Item>
                <Descriptions.Item label={tr({ zh: '消费券过期', en: 'Vouchers expired' })}>{run(data.vouchers, 'USDT')}</Descriptions.Item>
                <Descriptions.Item label={tr({ zh: '今日分红池', en: 'Today\'s dividend pool' })}>
                  {data.pool === null ? `0 (${data.today})` : `${data.pool.amount} USDT (${data.pool.day}) ${data.pool.settled ? tr({ zh: '已分配', en: 'shared out' }) : ''}`}
                </Descriptions.Item>
              </Descriptions>
            </ProCard>
            <ProCard title={tr({ zh: '节点数量', en: 'Nodes' })}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={tr({ zh: '超级节点', en: 'Super' })}>{data.tier_counts.super}</Descriptions.Item>
                <Descriptions.Item label={tr({ zh: '高级节点', en: 'Senior' })}>{data.tier_counts.senior}</Descriptions.Item>
                <Descriptions.Item label={tr({ zh: '普通节点', en: 'Ordinary' })}>{data.tier_counts.ordinary}</Descriptions.Item>
              </Descriptions>
            </ProCard>
          </ProCard>
        </>
      )}
    </PageContainer>
  )
}
