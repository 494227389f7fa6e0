import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the failed journeys by name, then one plain closing line: "e2e: N passed, N failed". */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed: string[] = [];
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped += 1;
    else if (result.status === test.expectedStatus) this.passed += 1;
    else if (result.retry === test.retries) this.failed.push(test.titlePath().slice(1).join(' › '));
  }

  onEnd(_result: FullResult): void {
    if (this.failed.length > 0) {
      console.log('\nBroken journeys:');
      for (const title of this.failed) console.log(`  ✗ ${title}`);
    }
    console.log(
      `\ne2e: ${this.passed} passed, ${this.failed.length} failed, ${this.skipped} skipped`,
    );
  }
}
