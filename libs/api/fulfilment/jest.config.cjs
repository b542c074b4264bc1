module.exports = {
  displayName: 'api-fulfilment',
  preset: '../../../jest.preset.js',
};
