// Teardown is returned by global-setup; this file only reports where the screenshots are.
export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) console.log(`Screenshots: ${process.env.E2E_SCREENSHOTS}`);
}
