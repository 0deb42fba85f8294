/** Unit tests of the quotes remote: how a listed quote reads and what it offers, the draft kept across a reload, the API's 422 on the form. */
module.exports = require('../jest.unit.cjs')('mfe-quotes', __dirname);
