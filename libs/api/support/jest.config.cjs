module.exports = {
  displayName: 'api-support',
  preset: '../../../jest.preset.js',
};
