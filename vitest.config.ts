import { defineConfig } from 'vitest/config';

// One runner for everything: pure unit tests, integration against real PostgreSQL/Redis/BullMQ/
// Socket.IO, and end-to-end in headless Chromium. Integration and e2e files share services, so
// files run one at a time; unit tests are fast either way.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
