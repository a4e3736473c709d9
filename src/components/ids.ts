/** Ids of the imperative NutUI instances every page mounts through PageShell (nutui-taro.md §2). */
export const TOAST_ID = 'app-toast'
export const DIALOG_ID = 'app-dialog'
