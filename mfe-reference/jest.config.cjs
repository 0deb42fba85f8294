/** Unit tests of the reference remote: the pages each entity gets from its declaration, the area's breadcrumbs. */
module.exports = require('../jest.unit.cjs')('mfe-reference', __dirname);
