import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Three projects: browser-side unit tests (jsdom), server tests (Node, PGlite and optionally PostgreSQL) and the e2e
// suite, which drives Debian's Chromium against the built server and so runs its files one at a time.
export default defineConfig({
  test: {
    // Vitest leaves a core for itself by default, which on two cores means one file at a time; its own process
    // mostly waits, so the unit and server files get a worker per core (the e2e files still run one at a time).
    maxWorkers: '100%',
    reporters: process.env.VITEST_JSON_REPORT
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ['default'],
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/app/**/*.test.{ts,tsx}', 'src/core/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['src/app/test-setup.ts'],
          // Whole-screen tests click through several steps; on a shared two-core machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'tests/eval/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
