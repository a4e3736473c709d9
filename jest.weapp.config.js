// Smoke tests of the compiled mini program (dist/weapp) in miniprogram-simulate (taro-toolchain.md §6).
module.exports = {
  testEnvironment: 'jsdom',
  transform: {},
  testMatch: ['<rootDir>/test/weapp/**/*.sim.test.js'],
  testTimeout: 60000
}
