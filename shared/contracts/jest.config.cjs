/** Unit tests of @portal/contracts, beside the code under src/. */
module.exports = require('../../jest.unit.cjs')('contracts', __dirname);
