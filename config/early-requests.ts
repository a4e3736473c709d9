import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { appKeyFor, canonicalQuery, computeSign } from '../types/sign'
import type { KEYS } from '../src/lib/storage-keys'
import type { ClientBuildEnv } from './constants'

// H5 only. A visit's first screen waits for its first GETs, which the app sends only once its
// start-up JavaScript has been downloaded and run — on a slow phone well over a second after the
// page arrived. This inline script in index.html sends them while that JavaScript is still
// downloading, with the headers the app would send (Sign, App-Client, Accept-Language, token,
// Wallet-Address, from the same storage keys), for the two pages visits most often start on:
//   - Home: common/init (the decorated modules) and common/adverts;
//   - a shared product link (#/pages/product/goods?id=N): product/goods, signed here (its id is
//     known only now), with the md5 that index.html carries for the app as well (md5Script).
// It also preloads that page's chunk files (named by the build: route-files-plugin.ts) and, once
// the response is in, the page's largest picture (Home's first banner slide, the product's first
// photo), which the app would only ask for after rendering. The app's request layer
// (platform/early.h5.ts) adopts a response only when its own request is identical — same path,
// query and headers — and otherwise sends its own, so a difference between this copy of the header
// rules and the app's costs a request, never a wrong answer. Other routes start nothing.

/** The app's own Sign rule and storage keys (types/sign.ts, src/lib/storage-keys.ts): one rule, not a copy. */
export interface AppRules {
  computeSign: typeof computeSign
  canonicalQuery: typeof canonicalQuery
  appKeyFor: typeof appKeyFor
  keys: typeof KEYS
}

/** The requests Home starts with (stores/app.ts loadInit and loadAdverts), signed now: they never vary. */
function homeRequests (env: ClientBuildEnv, { computeSign, canonicalQuery }: AppRules): Array<{ key: string, sign: string }> {
  return ['/wanlshop/common/init', '/wanlshop/common/adverts'].map((path) => {
    const payload = { version: env.APP_VERSION_CODE }
    return { key: `${path}?${canonicalQuery(payload)}`, sign: computeSign(path, payload, env.SOCKET_URL) }
  })
}

/** Stands for the product's id in the texts below; the script puts the id from the URL in its place. */
const ID = '__ID__'

/**
 * The product page's request (pages/product/goods/store.ts: productApi.goods({ id })): its key, and
 * the text whose md5 is its Sign — computeSign's text, with the appKey and the key order it uses.
 */
function productRequest (env: ClientBuildEnv, { canonicalQuery, appKeyFor }: AppRules): { key: string, signed: string } {
  const path = '/wanlshop/product/goods'
  return { key: `${path}?${canonicalQuery({ id: ID })}`, signed: `/api${path}?${canonicalQuery({ id: ID, appKey: appKeyFor(env.SOCKET_URL) })}` }
}

/**
 * Replaced by the H5 build with `{ route: [chunk files] }` (route-files-plugin.ts). Left as it is (a
 * string, not an object), the script preloads no files.
 */
export const ROUTE_FILES_TOKEN = '"__BB_ROUTE_FILES__"'

/**
 * tiny-hashes' md5 (MIT; its own minified build, 0.6 KB gzip against blueimp-md5's 1.5 KB: a loop
 * where blueimp unrolls the 64 steps, and no HMAC) as `window.md5`, for the early script and the app
 * (config/shims/window-md5.js). Its author calls it "about 99% sure": test/unit/md5-script.test.ts
 * checks this very script against node:crypto over random texts of every length class and script.
 */
export function md5Script (): string {
  const file = createRequire(__filename).resolve('tiny-hashes/md5/index.umd.js')
  const umd = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '')
  return `!function(){var module={exports:{}},exports=module.exports;${umd}window.md5=module.exports}();`
}

/** The inline script (ES5, no dependencies): `window.__bbEarly[key] = { header, res }`, preloads. */
export function earlyRequestsScript (env: ClientBuildEnv, rules: AppRules): string {
  const home = homeRequests(env, rules)
  const product = productRequest(env, rules)
  const keys = JSON.stringify({ lang: rules.keys.lang, user: rules.keys.user, wallet: rules.keys.walletAddress })
  const base = JSON.stringify(env.API_BASE.replace(/\/+$/, ''))
  return '!function(){try{' +
    'var H=location.hash.replace(/^#\\/?/,""),h=H.split("?")[0],home=h===""||h==="pages/index"||h==="pages/index/index";' +
    `var K=${keys};function g(k){try{var v=localStorage.getItem(k);return v?JSON.parse(v).data:null}catch(e){return null}}` +
    `var u=g(K.user),t=u&&u.token||"",w=g(K.wallet)||"",b=${base}||location.origin,E;` +
    // a preload link; a picture's path made absolute as assetUrl (src/env.ts) makes it
    'function p(f,a){var l=document.createElement("link");l.rel="preload";l.as=a;l.href=f;document.head.appendChild(l)}' +
    'function pic(s){if(s)p(/^(https?:|data:)/.test(s)?s:b+(s.charAt(0)==="/"?s:"/"+s),"image")}' +
    // a GET as the request layer sends it (src/api/request.ts), kept for the app to adopt
    'function send(key,sign){var hd={Sign:sign,"App-Client":/MicroMessenger/i.test(navigator.userAgent)?"wechat-wanlshop":"h5-wanlshop","Accept-Language":g(K.lang)==="en"?"en":"zh-CN"};' +
    'if(t)hd.token=t;if(w)hd["Wallet-Address"]=w;E=window.__bbEarly||(window.__bbEarly={});' +
    'return(E[key]={header:hd,res:fetch(b+"/api"+key,{headers:hd}).then(function(r){return r.json().then(function(d){return{statusCode:r.status,data:d}})})}).res}' +
    'if(home){' +
      // Home's page config has navigationStyle 'custom', but Taro's router inserts its navigation bar
      // unstyled (so, visible) and hides it only once Home has rendered below it: the page jumps up
      // (Lighthouse: CLS 0.059). On Home's first load the bar stays hidden until the router shows it.
      'var st=document.createElement("style");st.textContent="#taro-navigation-bar:not(.taro-navigation-bar-show){display:none}";document.head.appendChild(st);' +
      `var q=${JSON.stringify(home)},init=send(q[0].key,q[0].sign);send(q[1].key,q[1].sign);` +
      // the first picture of the first banner: Home's largest on a phone
      'init.then(function(r){var m=r.data&&r.data.data&&r.data.data.modulesData,it=m&&m.homeModules&&m.homeModules.item||[];' +
      'for(var i=0;i<it.length;i++)if(it[i].type==="banner"){var d=it[i].data||[];for(var j=0;j<d.length;j++){var s=d[j].image||d[j].img||d[j].media||d[j].icon;' +
      'if(s)return pic(s)}return}},function(){})' +
    '}else if(h==="pages/product/goods"&&typeof md5==="function"){' +
      'var id=/(?:\\?|&)id=(\\d{1,9})(?:&|$)/.exec(H);' +
      // the gallery's first photo (Gallery: images, or the main image when there are none)
      `if(id)send(${JSON.stringify(product.key)}.replace("${ID}",id[1]),md5(${JSON.stringify(product.signed)}.replace("${ID}",id[1]))).then(function(r){` +
      'var d=r.data&&r.data.data;if(d)pic(d.images&&d.images[0]||d.image)},function(){})' +
    '}' +
    // the chunk files after the requests: over HTTP/1.1 the browser has six connections to the host,
    // and the page's data is what its largest picture waits for
    `var F=${ROUTE_FILES_TOKEN},R=F instanceof Object&&F[home?"pages/index":h];` +
    'if(R instanceof Array)R.forEach(function(f){p(f,/\\.css$/.test(f)?"style":"script")})' +
    '}catch(e){}}();'
}
