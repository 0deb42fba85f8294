/** Unit tests of the network slice's pure parts (extents, icons, office order). */
module.exports = require('../jest.unit.cjs')('mfe-network', __dirname);
