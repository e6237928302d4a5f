module.exports = require('@gestion/build').createConfig({ name: 'host', dir: __dirname });
