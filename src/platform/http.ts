// HTTP for the request layer. Neutral file for tsc and jest (behaves like weapp); the build uses
// http.h5.ts or http.weapp.ts.
export { taroHttp as httpRequest, type HttpRequest, type HttpResponse } from './http-taro'
