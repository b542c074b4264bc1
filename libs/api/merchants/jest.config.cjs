module.exports = {
  displayName: 'api-merchants',
  preset: '../../../jest.preset.js',
};
