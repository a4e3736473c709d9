// H5 only: Taro's router and H5 API parse the page's query with query-string 9 (with
// decode-uri-component, filter-obj and split-on-first: 3 KB gzip before Home renders). They call
// `parse(search)`, `parse(search, { decode: false })` and `stringify(query, { arrayFormat: 'comma',
// skipNull: true })`; this is those calls with query-string's results: keys sorted, a repeated key
// an array, a key without `=` null, `+` a space when decoding.
// One difference: a malformed escape ("%E4%B8") stays as it is, where decode-uri-component guesses.
// test/unit/query-string-shim.test.ts runs both on the same inputs.

function decode (value) {
  try {
    return decodeURIComponent(value)
  } catch {
    // decode the well-formed escapes, keep the rest as written
    return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try { return decodeURIComponent(run) } catch { return run }
    })
  }
}

export function parse (query, options = {}) {
  const decoding = options.decode !== false
  const found = Object.create(null)
  if (typeof query !== 'string') return found
  for (const part of query.trim().replace(/^[?#&]/, '').split('&')) {
    if (part === '') continue
    const text = decoding ? part.replaceAll('+', ' ') : part
    const eq = text.indexOf('=')
    const name = eq === -1 ? text : text.slice(0, eq)
    const raw = eq === -1 ? null : text.slice(eq + 1)
    const key = decoding ? decode(name) : name
    const value = raw !== null && decoding ? decode(raw) : raw
    const before = found[key]
    found[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]
  }
  const sorted = Object.create(null)
  for (const key of Object.keys(found).sort()) sorted[key] = found[key]
  return sorted
}

// query-string's strict encoding: RFC 3986 reserves !'()* too
const encode = (value) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export function stringify (object, options = {}) {
  if (!object) return ''
  const skip = (v) => v === undefined || (v === null && options.skipNull)
  const pairs = []
  for (const key of Object.keys(object).sort()) {
    const value = object[key]
    if (skip(value)) continue
    if (value === null) pairs.push(encode(key))
    else if (Array.isArray(value)) {
      const items = value.filter((v) => !skip(v))
      if (items.length === 0) continue
      if (options.arrayFormat === 'comma') pairs.push(`${encode(key)}=${items.map((v) => encode(v ?? '')).join(',')}`)
      else for (const v of items) pairs.push(v === null ? encode(key) : `${encode(key)}=${encode(v)}`)
    } else pairs.push(`${encode(key)}=${encode(value)}`)
  }
  return pairs.join('&')
}

export default { parse, stringify }
