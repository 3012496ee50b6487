/**
 * ky ships ESM only, which Jest's CommonJS runtime cannot load. Component tests inject fake gateways, or real ones
 * on a fake client that throws this HTTPError, so ky itself is never called: this stands in for the module
 * (`jest.mock('ky', () => require('./ky.stub'))`).
 */
export class HTTPError extends Error {
  constructor(readonly response = new Response()) {
    super(`HTTP ${response.status}`);
  }
}

const refuse = () => {
  throw new Error('The component tests use fake gateways; ky must not be called');
};

// eslint-disable-next-line no-restricted-syntax -- stands in for ky, whose one export is the default
export default { create: () => refuse };
