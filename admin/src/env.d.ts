/** the socket address the app is built with: the request Sign's key derives from it (types/sign.ts) */
declare const __ADMIN_SOCKET_URL__: string
