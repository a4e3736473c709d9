import { ModalForm, ProFormTextArea } from '@ant-design/pro-components'

// The reason an operator gives for refusing something (a rejection, a takedown): required, at most
// 200 characters, shown to the other side. One form for every review screen.

interface Props {
  /** what is being refused: null closes the form */
  target: { key: string, title: string } | null
  label: string
  onClose: () => void
  /** true when the refusal went through (the form then closes) */
  onSubmit: (reason: string) => Promise<boolean>
}

export function ReasonModal ({ target, label, onClose, onSubmit }: Props): JSX.Element {
  return (
    <ModalForm<{ reason: string }>
      key={target === null ? 'closed' : target.key}
      title={target?.title ?? ''}
      open={target !== null}
      onOpenChange={(o) => { if (!o) onClose() }}
      modalProps={{ destroyOnClose: true }}
      width={480}
      onFinish={async (v) => {
        if (target === null) return true
        const done = await onSubmit(v.reason)
        if (done) onClose()
        return done
      }}
    >
      <ProFormTextArea name="reason" label={label} rules={[{ required: true, whitespace: true }, { max: 200 }]} fieldProps={{ showCount: true, maxLength: 200 }} />
    </ModalForm>
  )
}
