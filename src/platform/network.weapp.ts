import Taro from '@tarojs/taro'
import type { NetworkState } from './network'

// The mini program: WeChat's network type ('none' offline; 2g…5g mobile data).
const MOBILE = new Set(['2g', '3g', '4g', '5g'])

export async function networkState (): Promise<NetworkState> {
  try {
    const r = await Taro.getNetworkType()
    const type = String(r?.networkType ?? 'unknown').toLowerCase()
    const mobile = MOBILE.has(type)
    return { online: type !== 'none', mobile, label: mobile ? type.toUpperCase() : '' }
  } catch {
    return { online: true, mobile: false, label: '' }
  }
}

export function onNetworkChange (cb: (online: boolean) => void): void {
  Taro.onNetworkStatusChange((r) => cb(!!r.isConnected))
}

/** H5 fetches the offline page's code ahead (network.h5.ts); the mini program has it installed. */
export function prefetchOfflinePage (): void {}
