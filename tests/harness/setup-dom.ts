import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// @testing-library/react cleans up only when vitest globals are on; we keep globals off.
afterEach(cleanup);
