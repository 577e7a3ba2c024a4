/**
 * With a model configured, a case is marked by the model against the rubric (validated structured
 * output, through a local chat-completions server); a reply that does not fit is marked by the
 * rubric's key terms instead, labelled offline.
 */
import { caseActionsPath, caseFinishPath, toolMessages, toolRunsPath } from '@medsutra/contract/tools/api';
import { afterAll, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { completion, fakeChatProvider, startFakeChatServer } from '../../../test/helpers/fake-chat-server.ts';
import { fastJobsEnv, fundedUser } from '../../../test/helpers/mindmaps.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { useToolsLibrary } from '../../../test/helpers/tools.ts';

let reply = '';
const chat = await startFakeChatServer(() => ({ json: completion(reply) }));
// Registered before the app's hooks, so it runs after the app has closed (vitest runs them in reverse).
afterAll(() => chat.close());
const t = testAppForFile({ env: fastJobsEnv(), deps: { ai: fakeChatProvider(chat) } }, (built) =>
  useToolsLibrary(built.database.handle.db),
);

async function workedCase() {
  const user = await fundedUser(t.database.handle.db, 200);
  const headers = { ...jsonHeaders, cookie: user.cookie };
  const run = (
    await t.app.inject({ method: 'POST', url: toolRunsPath('neurocase'), headers, payload: { input: {} } })
  ).json();
  await t.app.inject({
    method: 'POST',
    url: caseActionsPath(run.runId),
    headers,
    payload: { kind: 'diagnosis', text: 'A parasitic cyst of the brain from pork tapeworm eggs' },
  });
  return (await t.app.inject({ method: 'POST', url: caseFinishPath(run.runId), headers })).json().marking;
}

it('takes the model’s verdicts against the rubric, labelled as the model’s', async () => {
  // The student's paraphrase names no synonym: the key terms would miss it, the model does not.
  reply = JSON.stringify({ verdicts: [{ index: 4, found: true, evidence: 'parasitic cyst from pork tapeworm eggs' }] });
  const marking = await workedCase();
  expect(marking.markedBy).toBe('model');
  expect(marking.label).toBe(toolMessages.modelMarkingLabel);
  expect(marking.found.map((item: { item: string }) => item.item)).toEqual(['Parenchymal neurocysticercosis']);
  const sent = JSON.stringify(chat.requests.at(-1)?.body);
  expect(sent).toContain('rubric');
});

it('marks by the key terms, labelled offline, when the model’s reply does not fit the schema', async () => {
  reply = '{"verdicts": "all good"}';
  const marking = await workedCase();
  expect(marking.markedBy).toBe('offline');
  expect(marking.label).toBe(toolMessages.offlineMarkingLabel);
});
