import { type MockInstance, vi } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;
let expected = false;

export function watchConsoleErrors(): void {
  expected = false;
  spy = vi.spyOn(console, 'error').mockImplementation(() => {});
}

/** For tests that check a failure is logged: console.error calls do not fail them. */
export function expectConsoleErrors(): MockInstance<typeof console.error> {
  expected = true;
  if (!spy) throw new Error('console.error is not being watched');
  return spy;
}

export function assertNoConsoleErrors(): void {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (calls.length > 0 && !expected) {
    const first = (calls[0] ?? [])
      .map((part) => (part instanceof Error ? part.stack : String(part)))
      .join(' ');
    throw new Error(
      `console.error was called ${calls.length} time(s); first: ${first.slice(0, 800)}`,
    );
  }
}
