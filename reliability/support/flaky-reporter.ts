import type { Reporter, TestCase } from 'vitest/node';

/**
 * A test that passed only on its retry (vitest.config.ts) is said, with the failure of the try
 * before: a flake is seen, not hidden (`pnpm test`'s summary repeats these lines).
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const first = testCase.result().errors?.[0]?.message.split('\n')[0] ?? 'no message';
    console.log(
      `flaky: ${testCase.module.moduleId.split('/tests/').at(-1)} > ${testCase.fullName}: passed on retry ${diagnostic.retryCount}; it failed with: ${first}`,
    );
  }
}
