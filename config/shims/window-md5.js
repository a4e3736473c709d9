// H5: an md5 is already on the page — index.html loads it inline (tiny-hashes'), because its early script
// signs the first page's request before the app's JavaScript has arrived (config/early-requests.ts).
// The app uses that copy instead of bundling a second one.
module.exports = window.md5
