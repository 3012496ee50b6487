/**
 * ky ships ESM only, which Jest's CommonJS runtime cannot load. Component tests inject fake gateways, so the
 * real client is never called: this stands in for the module (`jest.mock('ky', () => require('./ky.stub'))`).
 */
export class HTTPError extends Error {
  readonly response = new Response();
}

const refuse = () => {
  throw new Error('The component tests use fake gateways; ky must not be called');
};

// eslint-disable-next-line no-restricted-syntax -- stands in for ky, whose one export is the default
export default { create: () => refuse };
