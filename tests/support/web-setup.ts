import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for the app, not a fixed time: on a machine loaded by parallel suites a lazy step or a
// deferred render can take several seconds, and the default 1 s made such tests fail only under load.
configure({ asyncUtilTimeout: 10_000 });
