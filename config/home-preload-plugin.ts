import type { Chunk, Compilation, Compiler } from 'webpack'
import { HOME_FILES_TOKEN } from './early-requests'

// H5 production build: the early script in index.html (early-requests.ts) also asks for Home's own
// chunks (its page code and styles) while the start-up JavaScript downloads. Without it, the router
// learns of them only after app.js has been downloaded and run, and they cost another round trip
// on the phone's network before Home can render. Their hashed names exist only once webpack has
// made the chunks, so this plugin writes them into index.html in place of HOME_FILES_TOKEN.

/** Home's page module, src/pages/index.tsx (Taro adds loader queries to the resource, hence no `$`). */
const HOME_PAGE = /[\\/]src[\\/]pages[\\/]index\.tsx(\?|$)/

/** The files of the lazily loaded chunk group that holds Home's page module (not the start-up chunks). */
export function homeFiles (compilation: Compilation): string[] {
  const holdsHome = (chunk: Chunk): boolean => [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
    .some((m) => HOME_PAGE.test((m as { resource?: string }).resource ?? '') ||
      ((m as { modules?: Array<{ resource?: string }> }).modules ?? []).some((inner) => HOME_PAGE.test(inner.resource ?? '')))
  const group = [...compilation.chunkGroups].find((g) => !g.isInitial() && g.chunks.some(holdsHome))
  if (group === undefined) return []
  return group.chunks.filter((c) => !c.canBeInitial()).flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f)).sort()
}

export class HomePreloadPlugin {
  apply (compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('HomePreloadPlugin', (compilation) => {
      // after html-webpack-plugin has made index.html (PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE)
      compilation.hooks.processAssets.tap({ name: 'HomePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const html = compilation.getAsset('index.html')
        if (html === undefined) return
        const text = html.source.source().toString()
        if (!text.includes(HOME_FILES_TOKEN)) return
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/'
        const files = homeFiles(compilation).map((f) => publicPath + f)
        compilation.updateAsset('index.html', new sources.RawSource(text.replace(HOME_FILES_TOKEN, JSON.stringify(files))))
      })
    })
  }
}
