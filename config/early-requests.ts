import type { canonicalQuery, computeSign } from '../types/sign'
import type { KEYS } from '../src/lib/storage-keys'
import type { ClientBuildEnv } from './constants'

// H5 only. Home's first screen waits for two public GETs (common/init: the decorated modules;
// common/adverts), which the app sends only once its start-up JavaScript has been downloaded and
// run — on a slow phone well over a second after the page arrived. This inline script in
// index.html sends the same two requests while that JavaScript is still downloading, with the
// headers the app would send (Sign, App-Client, Accept-Language, token, Wallet-Address, from the
// same storage keys). The app's request layer (platform/early.h5.ts) adopts a response only when
// its own request is identical — same path, query and headers — and otherwise sends its own, so a
// difference between this copy of the header rules and the app's costs a request, never a wrong
// answer. Other routes (a shared product link) start nothing.

/** The app's own Sign rule and storage keys (types/sign.ts, src/lib/storage-keys.ts): one rule, not a copy. */
export interface AppRules { computeSign: typeof computeSign, canonicalQuery: typeof canonicalQuery, keys: typeof KEYS }

/** The requests Home starts with (stores/app.ts loadInit and loadAdverts). */
function homeRequests (env: ClientBuildEnv, { computeSign, canonicalQuery }: AppRules): Array<{ key: string, sign: string }> {
  return ['/wanlshop/common/init', '/wanlshop/common/adverts'].map((path) => {
    const payload = { version: env.APP_VERSION_CODE }
    return { key: `${path}?${canonicalQuery(payload)}`, sign: computeSign(path, payload, env.SOCKET_URL) }
  })
}

/**
 * Replaced by the H5 build with the JSON list of Home's chunk files (home-preload-plugin.ts). Left
 * as it is (a string, not a list), the script preloads nothing.
 */
export const HOME_FILES_TOKEN = '"__BB_HOME_FILES__"'

/**
 * The inline script (ES5, no dependencies): `window.__bbEarly[key] = { header, res }`. It also
 * preloads Home's chunk files and, once common/init has answered, the first slide of Home's first
 * banner — on a phone the largest picture of the first screen, which the app would only ask for after
 * its JavaScript had run and rendered the carousel.
 */
export function earlyRequestsScript (env: ClientBuildEnv, rules: AppRules): string {
  const requests = homeRequests(env, rules)
  const reqs = JSON.stringify(requests)
  const keys = JSON.stringify({ lang: rules.keys.lang, user: rules.keys.user, wallet: rules.keys.walletAddress })
  const base = JSON.stringify(env.API_BASE.replace(/\/+$/, ''))
  return `!function(){try{var h=location.hash.replace(/^#\\/?/,"").split("?")[0];if(h!==""&&h!=="pages/index"&&h!=="pages/index/index")return;` +
    `var K=${keys};function g(k){try{var v=localStorage.getItem(k);return v?JSON.parse(v).data:null}catch(e){return null}}` +
    `var u=g(K.user),t=u&&u.token||"",w=g(K.wallet)||"",b=${base}||location.origin,E=window.__bbEarly={};` +
    `function p(f,a){var l=document.createElement("link");l.rel="preload";l.as=a;l.href=f;document.head.appendChild(l)}` +
    `var F=${HOME_FILES_TOKEN};if(F instanceof Array)F.forEach(function(f){p(f,/\\.css$/.test(f)?"style":"script")});` +
    `${reqs}.forEach(function(q){var hd={Sign:q.sign,"App-Client":/MicroMessenger/i.test(navigator.userAgent)?"wechat-wanlshop":"h5-wanlshop","Accept-Language":g(K.lang)==="en"?"en":"zh-CN"};` +
    `if(t)hd.token=t;if(w)hd["Wallet-Address"]=w;` +
    `E[q.key]={header:hd,res:fetch(b+"/api"+q.key,{headers:hd}).then(function(r){return r.json().then(function(d){return{statusCode:r.status,data:d}})})}});` +
    `E[${JSON.stringify(requests[0].key)}].res.then(function(r){var m=r.data&&r.data.data&&r.data.data.modulesData,it=m&&m.homeModules&&m.homeModules.item||[];` +
    `for(var i=0;i<it.length;i++)if(it[i].type==="banner"){var d=it[i].data||[];for(var j=0;j<d.length;j++){var s=d[j].image||d[j].img||d[j].media||d[j].icon;` +
    `if(s){p(/^(https?:|data:)/.test(s)?s:b+(s.charAt(0)==="/"?s:"/"+s),"image");return}}return}},function(){})}catch(e){}}();`
}
