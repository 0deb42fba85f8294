/**
 * Unit tests of the network slice's pure parts (extents, icons, office order) and of its
 * OpenLayers pieces that run without a canvas (the clusters): OpenLayers and the index it uses
 * ship as ES modules only, so they go through swc too.
 */
const project = require('../jest.unit.cjs')('mfe-network', __dirname);
module.exports = { ...project, transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(ol|rbush|quickselect|earcut|supercluster|kdbush)/)'] };
