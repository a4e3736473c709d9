import { useState } from 'react'
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components'
import { Alert, Button } from 'antd'
import { apiPost } from '../../api'
import { useI18n } from '../../i18n'
import { useAction } from '../../ui'

// A platform refund of a completed order (support, super): after-sales has ended, so only the
// platform can still refund it. The server reverses the sale's settlement (bonuses, dividend pool,
// points), pays the buyer back in what they paid with and takes the merchant's part back, all or
// nothing (ECONOMY §3.5); this is the button and the form: amount (at most `refundable`) and a note
// both sides read.

interface Form { amount: string, note: string }

export function PlatformRefund ({ orderId, refundable, onDone }: { orderId: number, refundable: string, onDone: () => void }): JSX.Element {
  const { tr } = useI18n()
  const act = useAction()
  const [open, setOpen] = useState(false)
  const submit = async (v: Form): Promise<boolean> => {
    const ok = await act(async () => await apiPost(`/orders/${orderId}/refund`, { amount: v.amount.trim(), note: v.note })) !== null
    if (ok) onDone()
    return ok
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        message={tr({ zh: `订单已完成，平台最多可退 ${refundable} USDT`, en: `Completed order: the platform may refund up to ${refundable} USDT` })}
        description={tr({
          zh: '平台退款将撤销本单的分润结算（奖励、分红池、积分），按原支付资产退还买家，并从商家收回对应货款；任何一方余额不足则不做任何改动。每个订单只能由平台退款一次。',
          en: "A platform refund reverses this sale's settlement (bonuses, dividend pool, points), pays the buyer back in the assets they paid with and takes the merchant's part back; if anyone cannot cover their part, nothing changes. The platform refunds an order once."
        })}
        action={<Button danger data-testid="platform-refund" onClick={() => { setOpen(true) }}>{tr({ zh: '平台退款', en: 'Platform refund' })}</Button>}
      />
      <ModalForm<Form>
        title={tr({ zh: '平台退款', en: 'Platform refund' })}
        open={open}
        onOpenChange={setOpen}
        initialValues={{ amount: refundable }}
        onFinish={submit}
        modalProps={{ destroyOnClose: true }}
        width={480}
      >
        <ProFormText
          name="amount"
          label={tr({ zh: `退款金额（USDT，最多 ${refundable}）`, en: `Amount (USDT, at most ${refundable})` })}
          rules={[{ required: true }, { pattern: /^\d+(\.\d{1,2})?$/, message: tr({ zh: '金额格式不正确', en: 'Not an amount' }) }]}
        />
        <ProFormTextArea
          name="note"
          label={tr({ zh: '退款说明（买卖双方可见）', en: 'Note (shown to the buyer and the merchant)' })}
          rules={[{ required: true, whitespace: true }, { max: 500 }]}
          fieldProps={{ showCount: true, maxLength: 500 }}
        />
      </ModalForm>
    </>
  )
}
