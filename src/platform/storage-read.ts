import Taro from '@tarojs/taro'

// Reading one stored value (lib/storage.ts): Taro's getStorageSync, '' when nothing is stored. The
// mini program, tsc and jest use this file; the H5 build uses storage-read.h5.ts.

export function readStored (key: string): unknown {
  return Taro.getStorageSync(key)
}
