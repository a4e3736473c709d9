import Taro from '@tarojs/taro'
import type { SocketTaskLike } from './socket-task'

// Mini program: WeChat's socket (wx.connectSocket), through Taro.

/** Opens a socket to `url`; rejects when it cannot be started (the store then retries). */
export async function openSocket (url: string, timeout: number): Promise<SocketTaskLike> {
  return await Taro.connectSocket({ url, timeout } as Taro.connectSocket.Option) as unknown as SocketTaskLike
}
