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

/** The inline script (ES5, no dependencies): `window.__bbEarly[key] = { header, res }`. */
export function earlyRequestsScript (env: ClientBuildEnv, rules: AppRules): string {
  const reqs = JSON.stringify(homeRequests(env, rules))
  const keys = JSON.stringify({ lang: rules.keys.lang, user: rules.keys.user, wallet: rules.keys.walletAddress })
  const base = JSON.stringify(env.API_BASE.replace(/\/+$/, ''))
  return `!function(){try{var h=location.hash.replace(/^#\\/?/,"").split("?")[0];if(h!==""&&h!=="pages/index"&&h!=="pages/index/index")return;` +
    `var K=${keys};function g(k){try{var v=localStorage.getItem(k);return v?JSON.parse(v).data:null}catch(e){return null}}` +
    `var u=g(K.user),t=u&&u.token||"",w=g(K.wallet)||"",b=${base}||location.origin,E=window.__bbEarly={};` +
    `${reqs}.forEach(function(q){var hd={Sign:q.sign,"App-Client":/MicroMessenger/i.test(navigator.userAgent)?"wechat-wanlshop":"h5-wanlshop","Accept-Language":g(K.lang)==="en"?"en":"zh-CN"};` +
    `if(t)hd.token=t;if(w)hd["Wallet-Address"]=w;` +
    `E[q.key]={header:hd,res:fetch(b+"/api"+q.key,{headers:hd}).then(function(r){return r.json().then(function(d){return{statusCode:r.status,data:d}})})}})}catch(e){}}();`
}
