import { countMindmapNodes, MINDMAP_LABEL_MAX, mindmapTreeSchema } from '@medsutra/contract/mindmaps/api';
import { expect, it } from 'vitest';
import { createOfflineProvider, OFFLINE_CHAT_REPLY } from './offline.ts';

const request = (topic: string) => ({
  task: 'mindmap' as const,
  input: { topic },
  schema: mindmapTreeSchema,
  schemaName: 'mindmap',
  messages: [],
});

it('builds the standard clinical outline for any topic, the same every time, marked offline', async () => {
  const provider = createOfflineProvider();
  const first = await provider.generateObject(request('Nephrotic syndrome'));
  const second = await provider.generateObject(request('Nephrotic syndrome'));
  expect(first).toEqual(second);
  expect(first.source).toBe('offline');
  expect(provider.source).toBe('offline');
  expect(first.value.topic).toBe('Nephrotic syndrome');
  expect(first.value.branches.map((branch) => branch.label)).toEqual([
    'Definition',
    'Causes',
    'Pathophysiology',
    'Clinical features',
    'Investigations',
    'Management',
    'Complications',
    'High-yield points',
  ]);
  expect(first.value.branches[0]!.children[0]!.label).toBe('What Nephrotic syndrome is');
  // Every branch has generic children to study from.
  for (const branch of first.value.branches) expect(branch.children.length).toBeGreaterThan(0);
  expect(countMindmapNodes(first.value)).toBeGreaterThan(60);
});

it('keeps every label within the limit for a 200-character topic', async () => {
  const { value } = await createOfflineProvider().generateObject(request('Ω'.repeat(200)));
  expect(mindmapTreeSchema.safeParse(value).success).toBe(true);
  const labels = value.branches.flatMap((branch) => branch.children.map((point) => point.label));
  for (const label of labels) expect(label.length).toBeLessThanOrEqual(MINDMAP_LABEL_MAX);
});

it('says in chat that no AI model is connected', async () => {
  let reply = '';
  for await (const part of createOfflineProvider().streamChat({ messages: [{ role: 'user', content: 'Hi' }] })) {
    reply += part;
  }
  expect(reply).toBe(OFFLINE_CHAT_REPLY);
  expect(reply).toContain('offline');
});

it('stops when its job is aborted', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(
    createOfflineProvider().generateObject({ ...request('Asthma'), signal: controller.signal }),
  ).rejects.toThrow();
});
