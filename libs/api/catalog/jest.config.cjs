module.exports = {
  displayName: 'api-catalog',
  preset: '../../../jest.preset.js',
};
