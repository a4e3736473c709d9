import '@tarojs/taro' // first: importing @tarojs/router before it hits a circular import
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'

// Sets Taro's internal React reference so page hooks (useLoad, useDidShow...) work outside createReactApp.
createH5NativeComponentConfig(null as any, React, ReactDOM)

// Taro's <Input> (a Stencil element) runs its `value` watcher on every change, and the watcher
// writes to the inner <input> it keeps from its first render. In jsdom React can change `value`
// before that first render has run, so the watcher threw "Cannot read properties of undefined
// (reading 'value')" (printed by Stencil, the test going on). Until the first render there is
// nothing to sync: it renders with the current value.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TaroInputCore } = require('@tarojs/components/dist/components/taro-input-core.js')
const watchValue = TaroInputCore.prototype.watchValue as (this: { inputRef?: unknown }, v: unknown) => void
TaroInputCore.prototype.watchValue = function (this: { inputRef?: unknown }, v: unknown) {
  if (this.inputRef !== undefined) watchValue.call(this, v)
}
