export * from './users'
export * from './catalog'
export * from './content'
export * from './social'
