import type { HttpRequest, HttpResponse } from './http-taro'

// H5: the browser's fetch. Taro's H5 request is fetch too, with JSONP, polyfills and the mini
// program's callback options around it (1.3 KB gzip on the start-up path, where the stores load).
// The same wire format as Taro's: a GET's data as query parameters (objects as JSON), a body as
// JSON, a JSON answer or null. One difference: a time-out fails with "request:fail timeout", so
// the request layer shows the catalogue's time-out message, where Taro's abort read as a network
// failure.

export type { HttpRequest, HttpResponse }

function query (data: Record<string, unknown>): string {
  return Object.keys(data)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof data[k] === 'object' ? JSON.stringify(data[k]) : String(data[k]))}`)
    .join('&')
}

export async function httpRequest ({ url, method, data, header, timeout }: HttpRequest): Promise<HttpResponse> {
  const get = method === 'GET'
  const q = get ? query(data) : ''
  const headers = { ...header }
  if (!get && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json'
  const controller = new AbortController()
  const timer = setTimeout(() => { controller.abort() }, timeout)
  try {
    const res = await fetch(q ? `${url}${url.includes('?') ? '&' : '?'}${q}` : url, {
      method,
      headers,
      body: get ? undefined : JSON.stringify(data),
      signal: controller.signal
    })
    // as Taro's: the time-out covers the wait for the answer's head, not the reading of its body
    clearTimeout(timer)
    const body = res.status === 204 ? null : await res.json().catch(() => null)
    return { statusCode: res.status, data: body }
  } catch (e) {
    throw new Error(controller.signal.aborted ? 'request:fail timeout' : `request:fail ${e instanceof Error ? e.message : String(e)}`)
  } finally {
    clearTimeout(timer)
  }
}
