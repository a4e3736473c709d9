import net from 'node:net'

/** A TCP port free on 127.0.0.1 right now (for a local anvil, nginx or test server). */
export async function freePort (): Promise<number> {
  return await new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => { resolve(port) })
    })
  })
}
