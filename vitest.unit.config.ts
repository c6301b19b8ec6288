import { defineConfig } from 'vitest/config';

// npm run test:unit: the pure tests (tests/unit: core/ and pure helpers), with no PostgreSQL, Redis or
// browser, so no global setup and files in parallel. npm test runs these and everything else.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
