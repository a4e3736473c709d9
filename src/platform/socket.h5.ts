import type { SocketTaskLike } from './socket-taro'

// H5: the browser's WebSocket behind the same small interface. Taro's H5 connectSocket is this too,
// with the mini program's argument checks and five-socket cap around it (1.9 KB gzip on the start-up
// path, where the chat store opens its socket); like Taro's, it has no connect time-out (the
// browser's own applies) and a closed socket reports its close code.

export async function openSocket (url: string, _timeout: number): Promise<SocketTaskLike> {
  if (!/^wss?:\/\//.test(url)) throw new Error(`connectSocket:fail invalid url "${url}"`)
  const ws = new WebSocket(url)
  return {
    onOpen: (cb) => { ws.onopen = cb },
    onMessage: (cb) => { ws.onmessage = (e) => { cb({ data: e.data }) } },
    onClose: (cb) => { ws.onclose = (e) => { cb({ code: e.code, reason: e.reason }) } },
    onError: (cb) => { ws.onerror = cb },
    send: async ({ data }) => {
      if (ws.readyState !== WebSocket.OPEN) throw new Error('SocketTask.send:fail the socket is not open')
      ws.send(data)
    },
    close: () => { ws.close(1000) }
  }
}

export type { SocketTaskLike }
