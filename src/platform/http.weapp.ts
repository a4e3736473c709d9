// Mini program: WeChat's request (wx.request), through Taro.
export { taroHttp as httpRequest, type HttpRequest, type HttpResponse } from './http-taro'
