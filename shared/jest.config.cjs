/** Unit tests of the shared package (rules, table contract, client helpers). */
module.exports = require('../jest.unit.cjs')('shared', __dirname);
