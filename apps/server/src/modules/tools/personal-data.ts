/** AI-tool runs (case sessions, research answers): exported with their input and output; deleted at erasure. */
import { eq } from 'drizzle-orm';
import { aiToolRuns } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const toolRunsPersonalData: PersonalDataSource = {
  tables: { ai_tool_runs: deleted },
  async exportRows(tx, subject) {
    return { ai_tool_runs: await tx.select().from(aiToolRuns).where(eq(aiToolRuns.userId, subject.id)) };
  },
  async erase(tx, subject) {
    await tx.delete(aiToolRuns).where(eq(aiToolRuns.userId, subject.id));
    return {};
  },
};
