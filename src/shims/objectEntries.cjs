// node-polyglot's `require('object.entries')` pulls an ES2017 polyfill (with get-intrinsic and
// es-abstract) into the console's first chunk; every supported browser has Object.entries.
// eslint-disable-next-line no-undef -- a CommonJS file: `module` is its own export object
module.exports = Object.entries;
