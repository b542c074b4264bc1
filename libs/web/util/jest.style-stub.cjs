// Jest loads no stylesheets: an imported sheet is an empty module in unit tests.
module.exports = {};
