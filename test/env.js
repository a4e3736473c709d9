// Runs before any module: without TARO_PLATFORM=web the runtime uses its mini-program DOM shim.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
