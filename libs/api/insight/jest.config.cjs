module.exports = {
  displayName: 'api-insight',
  preset: '../../../jest.preset.js',
};
