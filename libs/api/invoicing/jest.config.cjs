module.exports = {
  displayName: 'api-invoicing',
  preset: '../../../jest.preset.js',
};
