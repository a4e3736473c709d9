// Taro's router looks up the current page's config (navigation style, title, pull-down refresh)
// several times per page change, and each look-up re-derives the current path for every route it
// compares: a RegExp and an alias search per route, for some 140 routes. This derives it once per look-up.
// Applied by config/loaders/replace-text-loader.js, which stops the build if the text has changed.
export const routerPageConfigPatch = {
  file: /@tarojs[\\/]router[\\/]dist[\\/]router[\\/]page\.js$/,
  search: 'return this.routes.find(r => {\n            const pagePath = addLeadingSlash(r.path);\n            return [pagePath, homePage].includes(this.originPathname);',
  replace: 'const origin = this.originPathname;\n        return this.routes.find(r => {\n            const pagePath = addLeadingSlash(r.path);\n            return [pagePath, homePage].includes(origin);'
}
