module.exports = {
  displayName: 'api-identity',
  preset: '../../../jest.preset.js',
};
