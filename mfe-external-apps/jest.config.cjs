/** Unit tests of the external apps remote (the address builders); the pages are covered by e2e/tests/external-apps.spec.ts. */
module.exports = require('../jest.unit.cjs')('mfe-external-apps', __dirname);
