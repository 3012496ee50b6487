import { closeKeptTestDatabases } from '../test-database';

// After the last test of a file (its describe blocks' own afterAll hooks have run): the databases it kept are ended.
afterAll(() => closeKeptTestDatabases());
