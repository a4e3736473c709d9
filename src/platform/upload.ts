// File upload. Neutral file for tsc and jest (behaves like weapp); the build uses upload.h5.ts or
// upload.weapp.ts.
export { taroUpload as uploadFile, type UploadRequest } from './upload-taro'
