import { useState } from 'react'
import { PageContainer, ProCard, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components'
import { Alert, App as AntApp, Modal } from 'antd'
import { apiPost } from '../../api'
import { useI18n } from '../../i18n'

// Announcements (reviewer, super): a system notice to every active user, written in Chinese and
// English; each reader sees it in their language (an empty English falls back to the Chinese).

interface Form { title_zh: string, title_en?: string, content_zh: string, content_en?: string }

export default function Announcements (): JSX.Element {
  const { tr } = useI18n()
  const { message } = AntApp.useApp()
  const [form] = ProForm.useForm<Form>()
  const [sent, setSent] = useState<number | null>(null)

  const submit = async (v: Form): Promise<boolean> => {
    const go = await new Promise<boolean>((resolve) => {
      Modal.confirm({
        title: tr({ zh: '发送给所有用户？', en: 'Send to every user?' }),
        content: tr({ zh: '公告会出现在每位用户的消息中心，发送后无法撤回。', en: 'The notice appears in every user\'s message centre and cannot be taken back.' }),
        onOk: () => { resolve(true) },
        onCancel: () => { resolve(false) }
      })
    })
    if (!go) return false
    try {
      const res = await apiPost<{ users: number }>('/announcements', {
        title: { zh: v.title_zh, en: v.title_en ?? '' },
        content: { zh: v.content_zh, en: v.content_en ?? '' }
      })
      setSent(res.users)
      void message.success(tr({ zh: `已发送给 ${res.users} 位用户`, en: `Sent to ${res.users} users` }))
      form.resetFields()
      return true
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e))
      return false
    }
  }

  return (
    <PageContainer title={tr({ zh: '公告', en: 'Announcements' })}>
      <ProCard bordered style={{ maxWidth: 860 }}>
        {sent !== null && <Alert style={{ marginBottom: 16 }} type="success" showIcon message={tr({ zh: `上一条公告已发送给 ${sent} 位用户`, en: `The last announcement went to ${sent} users` })} />}
        <ProForm<Form> form={form} onFinish={submit} submitter={{ searchConfig: { submitText: tr({ zh: '发送公告', en: 'Send announcement' }) }, resetButtonProps: false }}>
          <ProForm.Group title={tr({ zh: '中文', en: 'Chinese' })}>
            <ProFormText name="title_zh" label={tr({ zh: '标题', en: 'Title' })} width="xl" fieldProps={{ maxLength: 100, showCount: true }} rules={[{ required: true, whitespace: true, message: tr({ zh: '请填写标题', en: 'A title is needed' }) }]} />
            <ProFormTextArea name="content_zh" label={tr({ zh: '内容', en: 'Text' })} width="xl" fieldProps={{ maxLength: 2000, showCount: true, autoSize: { minRows: 4 } }} rules={[{ required: true, whitespace: true, message: tr({ zh: '请填写内容', en: 'A text is needed' }) }]} />
          </ProForm.Group>
          <ProForm.Group title={tr({ zh: '英文（留空则显示中文）', en: 'English (empty: the Chinese is shown)' })}>
            <ProFormText name="title_en" label={tr({ zh: '标题', en: 'Title' })} width="xl" fieldProps={{ maxLength: 100, showCount: true }} />
            <ProFormTextArea name="content_en" label={tr({ zh: '内容', en: 'Text' })} width="xl" fieldProps={{ maxLength: 2000, showCount: true, autoSize: { minRows: 4 } }} />
          </ProForm.Group>
        </ProForm>
      </ProCard>
    </PageContainer>
  )
}
