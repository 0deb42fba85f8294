/** Unit tests of @portal/kit, beside the code under src/. */
module.exports = require('../../jest.unit.cjs')('kit', __dirname);
