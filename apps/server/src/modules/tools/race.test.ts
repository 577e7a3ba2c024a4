/**
 * Parallel case starts against one wallet, on PostgreSQL (PGlite runs one transaction at a time, so
 * there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import { caseFinishPath, toolRunsPath } from '@medsutra/contract/tools/api';
import { expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { useToolsLibrary } from '../../../test/helpers/tools.ts';
import { postAtOnce, raceAppForFile } from '../../../test/helpers/wallet-races.ts';

const t = raceAppForFile(useToolsLibrary);

it.skipIf(!onPostgres)(
  'starts exactly two of ten parallel NeuroCases from a wallet with coins for two (library version: 20 each)',
  async () => {
    const db = t.database.handle.db;
    const user = await fundedUser(db, 45);
    const replies = await postAtOnce(t, user, 10, toolRunsPath('neurocase'), () => ({ input: {} }));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, 201, 402, 402, 402, 402, 402, 402, 402, 402]);
    expect(await walletOf(db, user.id)).toEqual({ coins: 5, xp: 0 });
    // Each case marked by five taps at once: its XP (75) is paid once, when it is marked.
    const runIds = replies.filter((reply) => reply.statusCode === 201).map((reply) => reply.json().runId as string);
    const finishes = await Promise.all(
      runIds.map((runId) => postAtOnce(t, user, 5, caseFinishPath(runId), () => ({}))),
    ).then((volleys) => volleys.flat());
    expect(finishes.filter((reply) => reply.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    expect(await walletOf(db, user.id)).toEqual({ coins: 5, xp: 20 });
    const history = await t.app.inject({
      method: 'GET',
      url: toolRunsPath('neurocase'),
      headers: { cookie: user.cookie },
    });
    expect(history.json().runs).toHaveLength(2);
    await expectLedgerBalanced(db);
  },
);
