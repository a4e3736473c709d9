// A webpack loader that replaces one exact text in one dependency file, and fails the build when
// the text is not there (a Taro upgrade that changed the file must be looked at, not skipped).
// Options: { search: string, replace: string }. Used in config/index.ts for a fix Taro lacks.
module.exports = function replaceTextLoader (source) {
  const { search, replace } = this.getOptions()
  const at = source.indexOf(search)
  if (at === -1 || source.indexOf(search, at + 1) !== -1) {
    throw new Error(`replace-text-loader: expected exactly one "${search.split('\n')[0].trim()}" in ${this.resourcePath}`)
  }
  return source.slice(0, at) + replace + source.slice(at + search.length)
}
