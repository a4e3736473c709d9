// H5 only: the app never makes JSONP requests; this replaces Taro's jsonp-retry dependency.
export default function jsonpUnsupported () {
  return Promise.reject(new Error('JSONP requests are not supported'))
}
