module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testPathIgnorePatterns: ['/node_modules/', '/test/'],
};
