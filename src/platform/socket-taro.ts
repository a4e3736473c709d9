import Taro from '@tarojs/taro'

/** The part of Taro's SocketTask the chat store uses; platform/socket gives one on each build. */
export interface SocketTaskLike {
  onOpen (cb: (res: unknown) => void): void
  onMessage (cb: (res: { data: unknown }) => void): void
  onClose (cb: (res: unknown) => void): void
  onError (cb: (res: unknown) => void): void
  send (opts: { data: string }): unknown
  close (opts?: Record<string, unknown>): unknown
}

/** Taro.connectSocket; rejects when the socket cannot be started (the store then retries). */
export async function taroSocket (url: string, timeout: number): Promise<SocketTaskLike> {
  return await Taro.connectSocket({ url, timeout } as Taro.connectSocket.Option) as unknown as SocketTaskLike
}
