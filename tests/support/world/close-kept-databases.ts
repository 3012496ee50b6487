import { closeKeptTestDatabases } from '../test-database';

// After the last test of a file: the databases it kept are ended. This hook runs before the file's own top-level
// afterAll hooks (Jest runs a block's hooks in the order they were declared), so a database closed by one of those
// is ended as it is closed (KeptDatabases.closeAll).
afterAll(() => closeKeptTestDatabases());
