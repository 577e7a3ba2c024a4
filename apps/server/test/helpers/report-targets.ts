/** A report target for tests: things named `thing-*` owned by whoever the test says, taken down in memory. */
import type { ReportTarget } from '../../src/modules/moderation/report-target.ts';

export function countingReportTarget(owners: Map<string, string>) {
  const takenDown: string[] = [];
  const target: ReportTarget = {
    kind: 'thing',
    reasons: ['Spam', 'Other'],
    async describe(_db, targetId) {
      const owner = owners.get(targetId);
      if (!owner) return null;
      return {
        title: `Thing ${targetId}`,
        ownerUserId: owner,
        link: `/things/${targetId}`,
        hidden: takenDown.includes(targetId),
      };
    },
    async takeDown(_tx, targetId) {
      takenDown.push(targetId);
    },
  };
  return { target, takenDown };
}
