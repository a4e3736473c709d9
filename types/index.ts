export * from './envelope'
export * from './user'
export * from './common'
export * from './socket'
