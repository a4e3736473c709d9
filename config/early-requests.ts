import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { minify_sync as minifySync } from 'terser'
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
// It also shows that picture at once, where the page will draw it (fixed, passing taps through to
// the app beneath: the product's photo always, Home's slide when the banner is the first module it
// draws), and takes it away once the app's own copy has loaded — or on a scroll, a touch, leaving
// the page, after 15 s: a shopper sees the product while the app starts instead of a spinner, and
// the page's largest paint no longer waits for the app's start-up JavaScript (issue 20: the
// product page's LCP was ~3 s on Lighthouse's phone, Home's 2.2–3.2 s).

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

/**
 * index.html's inline scripts as they ship: written here readable (names that say what they hold),
 * shortened by terser — the minifier webpack already runs on the app — to ES5 with short local
 * names: 0.16 KB gzip off JavaScript that counts in the 120 KB before Home (scripts/size-budget.mjs).
 * The route files' token survives as it is: route-files-plugin.ts replaces it after.
 */
export function minifyInline (code: string): string {
  const out = minifySync(code, { ecma: 5, compress: { passes: 2 } }).code
  if (out === undefined) throw new Error('terser returned no code for an inline script')
  return out
}

/** The element that shows the first screen's largest picture before the app has drawn its page. */
export const SHELL_ID = 'bb-first-photo'

/** The picture as the page draws it: a block, cropped to fill its box (Taro's Image, mode aspectFill). */
const SHELL_IMG = '<img alt="" fetchpriority="high" style="display:block;object-fit:cover;background:#f2f2f2;'

/**
 * Where the product page's gallery draws its first photo (pages/product/goods.tsx): under Taro's
 * navigation bar, whose height this invisible copy of the bar takes from the same rules in app.css
 * (config/shims/router-style.css), 750 design px square (goods.scss .goods-gallery; 750 px is
 * 18.75rem with index.html's root font size of 40 px per 750 px of screen).
 */
const PRODUCT_SHELL = '<div class="taro-navigation-bar-show" style="visibility:hidden"><div class="taro-navigation-bar-title-wrap">' +
  '<div class="taro-navigation-bar-title">&nbsp;</div></div></div>' + SHELL_IMG + 'width:18.75rem;height:18.75rem">'

/**
 * Where Home draws a banner that is its first module (pages/index: TopBar 48 px high on H5 —
 * NavInsets — then .home-modules' 16 design px; .home-banner's 24 design px margins and corners of
 * $radius-card), `__H__` high: the module's style.height as the Banner's designLength reads it
 * (a number is CSS px at 375, i.e. twice as many design px; "N" or "Npx" the same; "Nrpx" design px).
 */
const HOME_SHELL = '<div style="margin:calc(48px + .4rem) .6rem 0">' + SHELL_IMG + 'width:100%;height:__H__;border-radius:.5rem"></div>'

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
    // a preload link; a picture's path made absolute as assetUrl (src/env.ts) makes it. The picture is
    // the page's largest, so it is asked for at high priority: a browser starts images at low priority
    // and, over HTTP/1.1, queues them behind the scripts and styles it is loading
    'function p(f,a,h){var l=document.createElement("link");l.rel="preload";l.as=a;l.href=f;if(h)l.fetchPriority="high";document.head.appendChild(l)}' +
    // a module's length as Home's designLength reads it, through Taro's H5 pxTransform (px → rem:
    // whole design px / 40, 5 places); unreadable: the Banner's default, pxTransform(300); 0 or less: none
    'function dl(v){var x=typeof v==="number"?isFinite(v)&&[0,v]:typeof v==="string"&&/^(-?\\d+(?:\\.\\d+)?)(rpx|px)?$/.exec(v.trim()),n;' +
    'if(!x)return"7.5rem";n=~~(x[2]==="rpx"?+x[1]:x[1]*2);return n>0?+(n/40).toFixed(5)+"rem":""}' +
    'function abs(s){return/^(https?:|data:)/.test(s)?s:b+(s.charAt(0)==="/"?s:"/"+s)}function pic(s){if(s)p(abs(s),"image",1)}' +
    // the page's largest picture shown where the page will draw it (html), until the page has drawn it
    // (not at all if it already has). The app's own copy stays hidden beneath it (a style on that
    // picture's img) until this copy has been painted: Chrome's element timing entry for it, or two
    // frames after it has loaded and been decoded where there is none. Otherwise, when the picture arrives while the app's
    // start-up holds the main thread, both copies are first painted in the same frame, the app's
    // first (it lies beneath), and the page's largest paint is timed as the app's, after its whole
    // start-up (issue 20: Home's Lighthouse rounds of 93). The shopper sees the same either way.
    // Then the app's copy is shown, and two frames later this one goes; at once on a scroll, a
    // touch, leaving, after 15 s
    'function f2(f){requestAnimationFrame(function(){requestAnimationFrame(f)})}' +
    'function shell(s,html){var B=document.body,D=document,U=s&&abs(s),A,i;if(!U||!B)return;' +
    'for(A=D.querySelectorAll("#app img"),i=0;i<A.length;i++)if(A[i].src===U&&A[i].complete)return;' +
    `var el=D.createElement("div");el.id=${JSON.stringify(SHELL_ID)};el.setAttribute("aria-hidden","true");` +
    'el.style.cssText="position:fixed;left:0;right:0;top:0;z-index:1;pointer-events:none";el.innerHTML=html;' +
    'var im=el.querySelector("img"),V=["load","error","scroll","touchstart","pointerdown"],T=setTimeout(go,15000),' +
    'hs=D.createElement("style"),P=0,W=0,O=window.PerformanceObserver,ob,et=O&&(O.supportedEntryTypes||[]).indexOf("element")>=0;' +
    'hs.textContent="#app img[src="+JSON.stringify(U)+"]{visibility:hidden}";D.head.appendChild(hs);' +
    'function go(){for(var i=0;i<V.length;i++)D.removeEventListener(V[i],on,true);removeEventListener("hashchange",go);clearTimeout(T);if(ob)ob.disconnect();hs.remove();el.remove()}' +
    // both: this copy painted (P), the app's loaded (W)
    'function ok(){if(P&&W&&hs.parentNode){hs.remove();f2(go)}}function painted(){P=1;ok()}' +
    'if(et){im.setAttribute("elementtiming","bb");ob=new O(function(l){l.getEntries().forEach(function(x){if(x.element===im)painted()})});ob.observe({type:"element"})}' +
    // (without element timing: two frames once the picture is decoded — a large picture is decoded
    // off the main thread, so the frames right after its load may still paint it blank)
    'function shown(){f2(painted)}im.onload=function(){if(!et)im.decode?im.decode().then(shown,shown):shown()};im.onerror=painted;im.src=U;B.appendChild(el);' +
    'function on(e){var x=e.target;if(e.type!=="load"&&e.type!=="error")return go();if(x!==im&&x.src===U){W=1;ok()}}' +
    'for(i=0;i<V.length;i++)D.addEventListener(V[i],on,true);addEventListener("hashchange",go)}' +
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
      'for(var i=0,H,f=1;i<it.length;i++)if(it[i].type==="banner"){var d=it[i].data||[];for(var j=0;j<d.length;j++){var s=d[j].image||d[j].img||d[j].media||d[j].icon;' +
      // shown at once too when that banner is the first module Home draws ('search' is the top bar:
      // renderModule), at its height (dl)
      `if(s){pic(s);if(f&&(H=dl(it[i].style&&it[i].style.height)))shell(s,${JSON.stringify(HOME_SHELL)}.replace("__H__",H));return}}return}else if(it[i].type!=="search")f=0},function(){})` +
    '}else if(h==="pages/product/goods"&&typeof md5==="function"){' +
      'var id=/(?:\\?|&)id=(\\d{1,9})(?:&|$)/.exec(H);' +
      // the gallery's first photo (Gallery: images, or the main image when there are none)
      `if(id)send(${JSON.stringify(product.key)}.replace("${ID}",id[1]),md5(${JSON.stringify(product.signed)}.replace("${ID}",id[1]))).then(function(r){` +
      `var d=r.data&&r.data.data,s=d&&(d.images&&d.images[0]||d.image);pic(s);shell(s,${JSON.stringify(PRODUCT_SHELL)})},function(){})` +
    '}' +
    // the chunk files after the requests: over HTTP/1.1 the browser has six connections to the host,
    // and the page's data is what its largest picture waits for
    `var F=${ROUTE_FILES_TOKEN},R=F instanceof Object&&F[home?"pages/index":h];` +
    'if(R instanceof Array)R.forEach(function(f){p(f,/\\.css$/.test(f)?"style":"script")})' +
    '}catch(e){}}();'
}
