import type { Chunk, Compilation, Compiler } from 'webpack'
import { ROUTE_FILES_TOKEN } from './early-requests'

// H5 production build: index.html's early script (early-requests.ts) also asks for the first
// page's own chunks (its code and styles) while the start-up JavaScript downloads. Without it, the
// router learns of them only after app.js has been downloaded and run, and they cost another round
// trip on the phone's network before the page can render. Their hashed names exist only once
// webpack has made the chunks, so this plugin writes them into index.html in place of
// ROUTE_FILES_TOKEN, for the pages a visit most often starts on: Home and a shared product link.

/** route → its page module (Taro adds loader queries to the resource, hence `(\?|$)`). */
const PAGES: Record<string, RegExp> = {
  'pages/index': /[\\/]src[\\/]pages[\\/]index\.tsx(\?|$)/,
  'pages/product/goods': /[\\/]src[\\/]pages[\\/]product[\\/]goods\.tsx(\?|$)/
}

/** The files of the lazily loaded chunk group that holds `page` (the start-up chunks left out). */
export function pageFiles (compilation: Compilation, page: RegExp): string[] {
  const isPage = (m: { resource?: string }): boolean => page.test(m.resource ?? '')
  const holdsPage = (chunk: Chunk): boolean => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
    .some((m) => isPage(m as { resource?: string }) || ((m as { modules?: Array<{ resource?: string }> }).modules ?? []).some(isPage))
  const group = [...compilation.chunkGroups].find((g) => !g.isInitial() && g.chunks.some(holdsPage))
  if (group === undefined) return []
  return group.chunks.filter((c) => !c.canBeInitial()).flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f)).sort()
}

export class RouteFilesPlugin {
  apply (compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('RouteFilesPlugin', (compilation) => {
      // after html-webpack-plugin has made index.html (PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE)
      compilation.hooks.processAssets.tap({ name: 'RouteFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const html = compilation.getAsset('index.html')
        if (html === undefined) return
        const text = html.source.source().toString()
        if (!text.includes(ROUTE_FILES_TOKEN)) return
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/'
        const files = Object.fromEntries(Object.entries(PAGES).map(([route, page]) => [route, pageFiles(compilation, page).map((f) => publicPath + f)]))
        compilation.updateAsset('index.html', new sources.RawSource(text.replace(ROUTE_FILES_TOKEN, JSON.stringify(files))))
      })
    })
  }
}
