/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.gif';
declare module '*.jpg';
declare module '*.jpeg';
declare module '*.svg';
declare module '*.css';
declare module '*.less';
declare module '*.scss';
declare module '*.sass';
declare module '*.styl';

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    [key: string]: string | undefined
  }
}

/** Build-time client configuration, injected by config/constants.ts. */
declare const __APP_ENV__: {
  API_BASE: string
  SOCKET_URL: string
  CHAIN_ID: number
  TAB_MODE: 'exchange' | 'discover'
  APP_VERSION: string
  APP_VERSION_CODE: number
  /** map service for /choose-location and /open-location: '' none */
  MAP_PROVIDER: '' | 'tencent' | 'amap'
  MAP_KEY: string
  /** the place picker's address when not the provider's own; '' = the provider's */
  MAP_PICKER_URL: string
}
declare module '*.wav';
