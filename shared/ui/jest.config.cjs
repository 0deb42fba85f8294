/**
 * Unit tests of @portal/ui, beside the code under src/. OpenLayers ships as ES modules only: the
 * tests that compare with it (mercatorView) take it through swc too.
 */
const project = require('../../jest.unit.cjs')('ui', __dirname);
module.exports = { ...project, transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ol|rbush|quickselect|earcut)/)'] };
