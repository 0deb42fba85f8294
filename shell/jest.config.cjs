/** Unit tests of the shell's own logic (sign-in return target, …). */
module.exports = require('../jest.unit.cjs')('shell', __dirname);
