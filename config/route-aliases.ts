// The spec's H5 paths of pages whose files live elsewhere (Taro pages live under src/pages): the
// H5 router shows and accepts these (h5.router.customRoutes). The pages are in src/routes/account.ts.
export const routeAliases: Record<string, string> = {
  '/pages/page/chooseLocation': '/choose-location',
  '/pages/page/openLocation': '/open-location'
}
