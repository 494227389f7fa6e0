import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; flags measured to work on this machine.
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}; install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
