import Taro from '@tarojs/taro'
import type { SocketTaskLike } from './socket-task'

// The chat socket. Neutral file for tsc and jest (behaves like weapp); the build uses socket.h5.ts
// or socket.weapp.ts.

/** Opens a socket to `url`; rejects when it cannot be started (the store then retries). */
export async function openSocket (url: string, timeout: number): Promise<SocketTaskLike> {
  return await Taro.connectSocket({ url, timeout } as Taro.connectSocket.Option) as unknown as SocketTaskLike
}
