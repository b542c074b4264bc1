module.exports = {
  displayName: 'api-reviews',
  preset: '../../../jest.preset.js',
};
