// weapp (and tests): the dialog is part of the page's code. H5 loads it only when there is an
// update to show (index.h5.tsx).
export { UpdateDialogView as UpdateDialog } from './UpdateDialogView'
