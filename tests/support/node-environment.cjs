// Jest's node environment puts a Proxy behind a contextified sandbox as the tests' global, so every read of a global
// (Math, Buffer, Date) crosses both: a hot loop calling Math.abs ran about ten times slower than under Node (the
// true-peak meter: 3.6 s against 0.16 s for 20 s of audio), and so did every library that reads globals as it works.
// This environment is Jest's own, built on an ordinary context (vm.constants.DONT_CONTEXTIFY, Node 20.18 and later);
// what it gives up is Jest's deleting of the globals a test file set, which a worker's next file never sees anyway
// (each file gets a new context).
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

class NodeEnvironmentWithPlainGlobals extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    if (vm.constants?.DONT_CONTEXTIFY) vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = NodeEnvironmentWithPlainGlobals;
