// SWC into CommonJS for Jest. ES-module-only packages (react-router) read `import.meta.hot`,
// which has no CommonJS form; in Node tests there is no hot-module API, so it reads as undefined.
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
});

const withoutImportMeta = (source) => source.replace(/import\.meta\.hot/g, 'undefined');

module.exports = {
  process(source, path, options) {
    return swc.process(withoutImportMeta(source), path, options);
  },
  getCacheKey(source, path, options) {
    return `${swc.getCacheKey(withoutImportMeta(source), path, options)}:no-import-meta-1`;
  },
};
