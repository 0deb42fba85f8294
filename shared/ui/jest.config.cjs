/** Unit tests of @portal/ui, beside the code under src/. */
module.exports = require('../../jest.unit.cjs')('ui', __dirname);
