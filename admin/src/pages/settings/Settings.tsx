import { PageContainer, ProForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import { Alert, Card, Col, Row } from 'antd'
import { SETTING_GROUPS, type PlatformSettings, type SettingParam } from '../../../../types/settings'
import { apiPost } from '../../api'
import { useI18n } from '../../i18n'
import { PageLoading, useAction, useApiData } from '../../ui'

// Settings: the order timers and every rate and parameter of ECONOMY.md, grouped, each checked
// against its bounds here and again on the server; only the changed values are sent, and the
// change is in the audit list.

interface SettingsData { params: SettingParam[], values: PlatformSettings }

export default function Settings (): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const { data, error, setData } = useApiData<SettingsData>('/settings')
  if (error !== null) return <PageContainer title={tr({ zh: '设置', en: 'Settings' })}><Alert type="error" showIcon message={error} /></PageContainer>
  if (data === undefined) return <PageLoading />

  const field = (p: SettingParam): JSX.Element => {
    const label = `${tr(p.label)}${p.unit === undefined ? '' : ` (${p.unit})`}`
    const common = { name: p.key, label, tooltip: `${p.key} · ${tr({ zh: '默认', en: 'default' })} ${String(p.default)}${p.min === undefined ? '' : ` · ${p.min} – ${p.max}`}` }
    if (p.kind === 'boolean') return <ProFormSwitch key={p.key} {...common} />
    if (p.kind === 'integer') return <ProFormDigit key={p.key} {...common} min={Number(p.min)} max={Number(p.max)} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
    return (
      <ProFormText
        key={p.key}
        {...common}
        rules={[
          { required: true },
          { pattern: /^\d{1,12}(\.\d{1,8})?$/, message: tr({ zh: '请输入小数，如 0.05', en: 'A decimal like 0.05' }) },
          {
            validator: async (_r, v: string) => {
              const n = Number(v)
              if (p.min !== undefined && n < Number(p.min)) throw new Error(`≥ ${p.min}`)
              if (p.max !== undefined && n > Number(p.max)) throw new Error(`≤ ${p.max}`)
            }
          }
        ]}
      />
    )
  }

  return (
    <PageContainer title={tr({ zh: '设置', en: 'Settings' })} subTitle={tr({ zh: '平台参数，修改即时生效并记入操作日志', en: 'Platform parameters: changes apply at once and are audited' })}>
      <ProForm
        initialValues={data.values}
        layout="vertical"
        submitter={{ searchConfig: { submitText: tr({ zh: '保存设置', en: 'Save settings' }) }, resetButtonProps: { children: tr({ zh: '重置', en: 'Reset' }) } }}
        onFinish={async (v: PlatformSettings) => {
          const changed = Object.fromEntries(Object.entries(v).filter(([k, x]) => String(x) !== String(data.values[k])))
          if (Object.keys(changed).length === 0) return true
          const values = await act(async () => await apiPost<PlatformSettings>('/settings', { values: changed }))
          if (values !== null) setData({ ...data, values })
          return values !== null
        }}
      >
        {SETTING_GROUPS.map((g) => (
          <Card key={g.key} size="small" title={tr(g.label)} style={{ marginBottom: 16 }}>
            <Row gutter={24}>
              {data.params.filter((p) => p.group === g.key).map((p) => <Col key={p.key} xs={24} md={12} xl={8}>{field(p)}</Col>)}
            </Row>
          </Card>
        ))}
      </ProForm>
    </PageContainer>
  )
}
