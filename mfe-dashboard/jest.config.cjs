/** Unit tests of the dashboard remote: pure helpers (windowing, selection, URL view, map geometry, progress). */
module.exports = require('../jest.unit.cjs')('mfe-dashboard', __dirname);
