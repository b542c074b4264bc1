module.exports = {
  displayName: 'api-core',
  preset: '../../../jest.preset.js',
};
