// A Vitest reporter beside the default one: after the run it prints the ten slowest tests and the
// total time, so CI shows where the minutes go (`npm test` must stay well under 20 minutes).
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export default class SlowestReporter implements Reporter {
  private readonly started = Date.now();

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const cases: { name: string; ms: number }[] = [];
    for (const mod of modules) {
      for (const test of mod.children.allTests() as Iterable<TestCase>) {
        const ms = test.diagnostic()?.duration ?? 0;
        cases.push({ name: `${test.project.name} ${mod.moduleId.replace(/^.*?\/test\//, 'test/')} > ${test.fullName}`, ms });
      }
    }
    cases.sort((a, b) => b.ms - a.ms);
    const lines = cases.slice(0, 10).map((c) => `  ${(c.ms / 1000).toFixed(1).padStart(6)} s  ${c.name}`);
    console.log(`\nSlowest tests:\n${lines.join('\n')}\nTotal: ${cases.length} tests in ${((Date.now() - this.started) / 1000).toFixed(0)} s\n`);
  }
}
