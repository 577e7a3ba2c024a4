/** A new 200-question NEET PG test for the signed-in audit user: the address the exam screen opens at. */
export async function newNeetPgTestPath(baseUrl: string, cookie: string): Promise<string> {
  const created = await fetch(`${baseUrl}/api/tests`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ pattern: 'neet-pg' }),
  });
  if (created.status !== 201) throw new Error(`creating the test answered ${created.status}: ${await created.text()}`);
  const { testId } = (await created.json()) as { testId: string };
  return `/test?id=${testId}`;
}
