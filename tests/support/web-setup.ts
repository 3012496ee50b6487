import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait for the app, not a fixed time, and return as soon as it answers. On a fresh clone under load
// the first lazy step is transformed and rendered in tens of seconds (the 10 s that was here failed paused-mode in a
// full run); the limit only ends a wait that never comes, well inside the project's test timeout.
configure({ asyncUtilTimeout: 60_000 });
