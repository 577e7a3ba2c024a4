import { afterAll, afterEach, beforeAll } from 'vitest';
import { type FakeReply, type ReceivedRequest, startFakeChatServer } from './fake-chat-server.ts';
import { useFixtureLibrary } from './library.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

type FakeChatServer = Awaited<ReturnType<typeof startFakeChatServer>>;

/**
 * A database holding the fixture library for the whole file, and at most one fake chat server per
 * test, closed after it: the grounding tests all answer from that library against a scripted model.
 */
export function useGroundingFixture() {
  let database: TestDatabase | undefined;
  let server: FakeChatServer | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
    await useFixtureLibrary(database.handle.db);
  });
  afterAll(() => database?.dispose());
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  return {
    db: () => database!.handle.db,
    /** The chat server this test started last. */
    server: () => server!,
    async startChat(reply: (request: ReceivedRequest, index: number) => FakeReply) {
      server = await startFakeChatServer(reply);
      return server;
    },
  };
}
