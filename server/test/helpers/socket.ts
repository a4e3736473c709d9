import WebSocket from 'ws'

/** A websocket test client that queues what the server pushes. */
export class SocketClient {
  readonly messages: Array<Record<string, unknown>> = []
  private waiters: Array<() => void> = []
  closed = false

  private constructor (readonly ws: WebSocket, readonly autoPong: boolean) {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as Record<string, unknown>
      if (msg.type === 'ping' && this.autoPong) ws.send(JSON.stringify({ type: 'pong' }))
      this.messages.push(msg)
      for (const w of this.waiters.splice(0)) w()
    })
    ws.on('close', () => {
      this.closed = true
      for (const w of this.waiters.splice(0)) w()
    })
  }

  static async connect (httpBase: string, path = '/ws', autoPong = true): Promise<SocketClient> {
    const ws = new WebSocket(httpBase.replace(/^http/, 'ws') + path)
    const client = new SocketClient(ws, autoPong)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => { resolve() })
      ws.once('error', reject)
    })
    return client
  }

  /** The next message of this type (already received or arriving within the timeout). */
  async next (type: string, timeoutMs = 3000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const i = this.messages.findIndex((m) => m.type === type)
      if (i >= 0) return this.messages.splice(i, 1)[0]
      const left = deadline - Date.now()
      if (left <= 0 || this.closed) throw new Error(`no "${type}" message within ${timeoutMs} ms (closed: ${this.closed})`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => { clearTimeout(timer); resolve() })
      })
    }
  }

  /** Nothing of this type arrives within the window. */
  async none (type: string, windowMs = 300): Promise<boolean> {
    try {
      await this.next(type, windowMs)
      return false
    } catch {
      return true
    }
  }

  private init: Record<string, unknown> | null = null

  async clientId (): Promise<string> {
    return String((await this.credentials()).client_id)
  }

  /** What `init` gave this socket: its id and the secret that proves holding it (for chat/shake, login). */
  async credentials (): Promise<{ client_id: string, client_secret: string }> {
    this.init ??= await this.next('init')
    return { client_id: String(this.init.client_id), client_secret: String(this.init.client_secret) }
  }

  close (): void {
    this.ws.close()
  }
}
