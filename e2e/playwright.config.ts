import { defineConfig, devices } from '@playwright/test';

import { testCertificate } from './support/certificate.ts';
import {
  FIXTURE_PORT,
  LEGAL_FOREIGN_PORT,
  OUTSIDE_CDN_PORT,
  SITE_PORT,
  STATIC_HOST_PORT,
  WIDGETS_PORT,
  WIDGETS_SITE_PORT,
} from './support/ports.ts';

const bin = 'node packages/cli/bin/atlas-docs.js';
// The account-service stand-in's certificate: Chromium trusts exactly its key, nothing else is relaxed.
const { spki } = testCertificate();

export default defineConfig({
  testDir: './tests',
  outputDir: './.out/test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: './.out/results.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            `--ignore-certificate-errors-spki-list=${spki}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `${bin} serve site --out dist --port ${SITE_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${bin} serve e2e/fixtures/site --out e2e/.out/fixture --port ${FIXTURE_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${FIXTURE_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${bin} serve e2e/fixtures/widgets-site --out e2e/.out/widgets-site --port ${WIDGETS_SITE_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${WIDGETS_SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The widget demo pages with a fresh build of widgets.js and widgets.css.
      command: 'npm run widgets',
      cwd: '..',
      url: `http://127.0.0.1:${WIDGETS_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The stand-ins of the static host (site lists) and the account service (sign-in).
      command: 'npx tsx e2e/stand-ins/serve.ts',
      cwd: '..',
      url: `https://localhost:${STATIC_HOST_PORT}/dynamic/app-switcher/list.json`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The static host of the legal pages and its foreign companion (ready once the companion answers).
      command: 'npx tsx e2e/stand-ins/legal-host.ts',
      cwd: '..',
      url: `http://127.0.0.1:${LEGAL_FOREIGN_PORT}/_requests`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The outside apps, built by `npm run build:outside` (e2e/outside): the packed package in use.
      command: 'npx tsx e2e/outside/serve.ts',
      cwd: '..',
      url: `https://localhost:${OUTSIDE_CDN_PORT}/dynamic/app-switcher/list.json`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
