import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the failed journeys by name, then those that passed only on a retry (flaky: each one a
 * bug to mend), then one plain closing line: "e2e: N passed, N flaky, N failed, N skipped".
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed: string[] = [];
  private flaky: string[] = [];
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = test.titlePath().slice(1).join(' › ');
    if (result.status === 'skipped') this.skipped += 1;
    else if (result.status !== test.expectedStatus) {
      if (result.retry === test.retries) this.failed.push(title);
    } else if (result.retry > 0) this.flaky.push(title);
    else this.passed += 1;
  }

  onEnd(_result: FullResult): void {
    for (const [heading, titles, mark] of [
      ['Broken journeys:', this.failed, '✗'],
      ['Journeys that passed only on a retry (flaky):', this.flaky, '~'],
    ] as const) {
      if (titles.length === 0) continue;
      console.log(`\n${heading}`);
      for (const title of titles) console.log(`  ${mark} ${title}`);
    }
    console.log(
      `\ne2e: ${this.passed} passed, ${this.flaky.length} flaky, ${this.failed.length} failed, ${this.skipped} skipped`,
    );
  }
}
