import Taro from '@tarojs/taro'
import { onOrderPush } from '@/stores/orderPush'

describe('order push', () => {
  afterEach(() => jest.restoreAllMocks())
  it('toasts the title and refreshes the counts; ignores other messages', () => {
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: '' } as never)
    const refresh = jest.fn(async () => undefined)
    const root = { session: { isLogin: true, refresh } } as never
    onOrderPush(root, { type: 'notice', title: 'x', content: '' })
    expect(toast).not.toHaveBeenCalled()
    onOrderPush(root, { type: 'order', title: '订单已发货', content: '...', modules: 'order', modules_id: 3 })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '订单已发货' }))
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
