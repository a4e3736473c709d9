import '@tarojs/taro' // first: importing @tarojs/router before it hits a circular import
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'

// Sets Taro's internal React reference so page hooks (useLoad, useDidShow...) work outside createReactApp.
createH5NativeComponentConfig(null as any, React, ReactDOM)
