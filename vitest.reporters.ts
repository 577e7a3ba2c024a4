/**
 * In CI (CI_RESULTS set) every vitest run also writes a JSON report, so .ci/run can print one
 * "N passed, N failed" line across all suites.
 */
export function ciReporters(suite: string) {
  const dir = process.env.CI_RESULTS;
  if (!dir) return {};
  const label = process.env.CI_RUN_LABEL ? `${suite}-${process.env.CI_RUN_LABEL}` : suite;
  return { reporters: ['default', 'json'], outputFile: { json: `${dir}/${label}.json` } };
}
