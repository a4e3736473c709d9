import { ChatRoom } from '../notice/components/ChatRoom'

const SERVICE = { service: true } as const

/** /pages/user/service: customer service, a conversation with the platform (answered by support). */
export default function ServicePage () {
  return <ChatRoom target={SERVICE} />
}
