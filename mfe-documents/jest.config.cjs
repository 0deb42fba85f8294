/** Unit tests of the documents remote: which tab an address opens, and the calls behind a tab's total and a download. */
module.exports = require('../jest.unit.cjs')('mfe-documents', __dirname);
