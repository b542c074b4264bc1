module.exports = {
  displayName: 'api-ordering',
  preset: '../../../jest.preset.js',
};
