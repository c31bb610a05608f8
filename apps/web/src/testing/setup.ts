import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The full suite runs web and server test files side by side on two cores, where a screen's first
// render (lazy chunks, several mocked calls) can take over Testing Library's default second; a
// findBy* waits up to 5 s before it fails. A test that waits longer still names its own timeout.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
window.scrollTo = () => {};
