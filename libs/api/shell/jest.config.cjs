module.exports = {
  displayName: 'api-shell',
  preset: '../../../jest.preset.js',
};
