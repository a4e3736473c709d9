// Mini program: WeChat's socket (wx.connectSocket), through Taro.
export { taroSocket as openSocket, type SocketTaskLike } from './socket-taro'
