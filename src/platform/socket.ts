// The chat socket. Neutral file for tsc and jest (behaves like weapp); the build uses socket.h5.ts
// or socket.weapp.ts.
export { taroSocket as openSocket, type SocketTaskLike } from './socket-taro'
