import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import type { RoomTarget } from '@/stores/chatRoom'
import { ChatRoom } from './components/ChatRoom'

/**
 * /pages/notice/chat: with a shop (`shop_id`, optional `goods` or `order_id` whose card is ready to
 * send), an existing conversation (`conversation_id`: the message centre, the merchant's list), or
 * customer service (`service=1`).
 */
export default function ChatPage () {
  const { params } = useRouter()
  const target = useMemo<RoomTarget | null>(() => {
    const conversationId = Number(params.conversation_id) || 0
    const shopId = Number(params.shop_id) || 0
    if (conversationId > 0) return { conversationId }
    if (shopId > 0) return { shopId }
    if (params.service === '1') return { service: true }
    return null
  }, [params.conversation_id, params.shop_id, params.service])
  return <ChatRoom target={target} goodsId={Number(params.goods) || undefined} orderId={Number(params.order_id) || undefined} />
}
