// The network state (the offline page, the mobile-data warning). Neutral file for tsc; network.h5.ts
// reads navigator.onLine and the connection type, network.weapp.ts WeChat's network APIs.

export interface NetworkState {
  online: boolean
  /** on mobile data (2g…5g, cellular) */
  mobile: boolean
  /** what to call the mobile network: '4G', 'cellular' … ('' when not mobile) */
  label: string
}

export async function networkState (): Promise<NetworkState> {
  return { online: true, mobile: false, label: '' }
}

/** Calls back with false when the connection goes and true when it comes back. */
export function onNetworkChange (_cb: (online: boolean) => void): void {}

/** H5 fetches the offline page's code ahead (network.h5.ts); the mini program has it installed. */
export function prefetchOfflinePage (): void {}
