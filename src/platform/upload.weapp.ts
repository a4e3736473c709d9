// Mini program: WeChat's upload (wx.uploadFile), through Taro, called directly.
export { taroUpload as uploadFile, type UploadRequest } from './upload-taro'
