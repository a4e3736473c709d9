/** The part of Taro's SocketTask the chat store uses; platform/socket gives one on each build. */
export interface SocketTaskLike {
  onOpen (cb: (res: unknown) => void): void
  onMessage (cb: (res: { data: unknown }) => void): void
  onClose (cb: (res: unknown) => void): void
  onError (cb: (res: unknown) => void): void
  send (opts: { data: string }): unknown
  close (opts?: Record<string, unknown>): unknown
}
