import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Four projects: browser-side unit tests (jsdom), server tests (Node, PGlite and optionally PostgreSQL), the server
// tests that start the real server as a process, and the e2e suite, which drives Debian's Chromium against the built
// server. The last two run their files one at a time, after the others.

// These files time the process itself (start-up, health answers within 2 s while the demo corpus is written, a kill
// mid-write): beside another test file on two cores they miss those timings, so each runs alone.
const serverProcessFiles = [
  'src/server/main.test.ts',
  'src/server/corpus/first-start.test.ts',
  'src/server/probes/durability.test.ts',
]

export default defineConfig({
  test: {
    // Vitest leaves a core for itself by default, which on two cores means one file at a time; its own process
    // mostly waits, so the unit and server files get a worker per core.
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
          exclude: [...configDefaults.exclude, ...serverProcessFiles],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-process',
          environment: 'node',
          include: serverProcessFiles,
          fileParallelism: false,
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
