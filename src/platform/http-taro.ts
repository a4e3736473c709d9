import Taro from '@tarojs/taro'

/** One HTTP exchange as the request layer (api/request.ts) sends it; platform/http gives one on each build. */
export interface HttpRequest {
  url: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** GET: the query; otherwise the JSON body */
  data: Record<string, unknown>
  header: Record<string, string>
  /** ms until the request fails with a message that names the time-out */
  timeout: number
}

export interface HttpResponse { statusCode: number, data: unknown }

/** Taro.request with a JSON answer (null when the body is not JSON); rejects on network failure. */
export async function taroHttp ({ url, method, data, header, timeout }: HttpRequest): Promise<HttpResponse> {
  return await Taro.request({ url, method, data, header, timeout, dataType: 'json' })
}
