/**
 * Issue 32's questions, as a new student asks them: each answered on topic from the library or
 * honestly not found; a pasted MCQ answered option by option, naming an option only with the
 * passage that says so; a follow-up that keeps the thread's topic.
 */
import { groundingLabels } from '@medsutra/contract/library/api';
import { tutorMessages } from '@medsutra/contract/tutor/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { ask, askStreaming, newThread } from '../../../test/helpers/tutor.ts';

type User = Awaited<ReturnType<typeof createSignedInUser>>;
interface Reply {
  answer: string;
  choice: string | null;
  label: string;
  citations: { n: number; subtopicId: string | null; title: string }[];
}

let t: TestApp;
let student: User;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' } });
  student = await createSignedInUser(t.database.handle.db, new Date());
});
afterAll(() => t.close());

async function askNew(content: string): Promise<Reply> {
  const threadId = await newThread(t, student);
  const reply = await ask(t, student, threadId, content);
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return reply.json() as Reply;
}
const subtopics = (reply: Reply) => reply.citations.map((c) => c.subtopicId);

const WERNICKE =
  'A 45-year-old alcoholic presents with confusion, ataxia and ophthalmoplegia. Which vitamin should be given first? A. Pyridoxine B. Thiamine C. Cyanocobalamin D. Folic acid';

describe('the questions a new user asked (issue 32)', () => {
  it('"Dose of adrenaline in anaphylaxis" opens on anaphylaxis, not on radiation doses or the schedule', async () => {
    const reply = await askNew('Dose of adrenaline in anaphylaxis');
    expect(reply.citations.length).toBeGreaterThan(0);
    expect(reply.answer.split('\n').slice(0, 3).join(' ')).toMatch(/anaphylaxis/i);
    expect(subtopics(reply)).not.toContain('radiology.physics-protection.radiation-units-protection');
    expect(subtopics(reply)).not.toContain('community-medicine.immunisation.national-immunisation-schedule');
  });

  it('"Thyroid storm" cites thyroid storm, not Graves disease in pregnancy', async () => {
    const reply = await askNew('Thyroid storm');
    // The full notes hold thyroid storm in two places: hyperthyroidism, and the complications of
    // thyroidectomy (storm after surgery, and its treatment). Either opens; both are cited.
    expect(['medicine.endocrine.hyperthyroidism', 'surgery.thyroid.thyroidectomy-complications']).toContain(
      subtopics(reply)[0],
    );
    expect(subtopics(reply)).toContain('medicine.endocrine.hyperthyroidism');
    expect(subtopics(reply)).not.toContain(
      'obstetrics-gynaecology.medical-disorders-in-pregnancy.thyroid-disorders-in-pregnancy',
    );
    expect(reply.answer).toMatch(/thyroid storm/i);
  });

  it('"Mallampati" cites the airway assessment and no other classification', async () => {
    const reply = await askNew('Mallampati');
    expect(subtopics(reply)[0]).toBe('anaesthesia.preoperative.airway-assessment');
    for (const id of subtopics(reply)) expect(id).toMatch(/^anaesthesia\./);
  });

  it('a follow-up "What about in pregnancy?" after "Thyroid storm" stays on thyroid disease', async () => {
    const threadId = await newThread(t, student);
    await ask(t, student, threadId, 'Thyroid storm');
    const reply = (await ask(t, student, threadId, 'What about in pregnancy?')).json() as Reply;
    expect(reply.citations.length).toBeGreaterThan(0);
    for (const id of subtopics(reply)) expect(id).toMatch(/thyroid/);
    expect(reply.answer).toMatch(/pregnan/i);
    expect(subtopics(reply)).not.toContain(
      'obstetrics-gynaecology.medical-disorders-in-pregnancy.infections-in-pregnancy',
    );
  });

  it('a question the library holds nothing close to is answered with nothing found, not an unrelated citation', async () => {
    // The library has many syndromes, but not Susac syndrome: not an unrelated syndrome instead.
    // (Takotsubo was the example until the full cardiomyopathy note came to name it.)
    const reply = await askNew('Susac syndrome');
    expect(reply.citations).toEqual([]);
    expect(reply.answer).toContain(tutorMessages.nothingInLibrary('Susac syndrome'));
  });
});

describe('a pasted multiple-choice question', () => {
  it('answers the Wernicke question B, quoting the passage that says so, and says what the library holds on each other option', async () => {
    const reply = await askNew(WERNICKE);
    expect(reply.choice).toBe('B');
    expect(reply.label).toBe(groundingLabels['library-offline']);
    const [first, second] = reply.answer.split('\n');
    expect(first).toMatch(/^Answer: B\) Thiamine \[1\]$/);
    // The deciding passage, quoted, says thiamine.
    expect(second).toMatch(/\[1\]: ".*thiamine.*"/i);
    expect(reply.citations[0]!.n).toBe(1);
    for (const option of ['A) Pyridoxine', 'C) Cyanocobalamin', 'D) Folic acid'])
      expect(reply.answer).toContain(`• ${option}:`);
  });

  it('ends the streamed reply with the same choice', async () => {
    const threadId = await newThread(t, student);
    const { events } = await askStreaming(t, student, threadId, WERNICKE);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect((done.data as Reply).choice).toBe('B');
  });

  it('reads options set one a line, numbered, in brackets or after "Options:"', async () => {
    const stem =
      'A 45-year-old alcoholic presents with confusion, ataxia and ophthalmoplegia. Which vitamin should be given first?';
    const layouts = [
      `${stem}\n1. Pyridoxine\n2. Thiamine\n3. Cyanocobalamin\n4. Folic acid`,
      `${stem}\n(a) Pyridoxine\n(b) Thiamine\n(c) Cyanocobalamin\n(d) Folic acid`,
      `${stem}\nOptions: A) Pyridoxine B) Thiamine C) Cyanocobalamin D) Folic acid`,
    ];
    for (const layout of layouts) expect((await askNew(layout)).choice).toBe('B');
  });

  it('names no option when the library does not settle the question, and says so', async () => {
    const reply = await askNew('What is the half-life of radium-223 in days? A. 8.2 B. 11.4 C. 14.3 D. 30.1');
    expect(reply.choice).toBeNull();
    expect(reply.answer).toMatch(/^The library does not settle this question/);
    expect(reply.answer).not.toMatch(/^Answer:/m);
  });

  it('names no option for a question asking for the exception', async () => {
    const reply = await askNew(
      'All of the following are features of Wernicke encephalopathy EXCEPT: A. Confusion B. Ataxia C. Ophthalmoplegia D. Hearing loss',
    );
    expect(reply.choice).toBeNull();
  });

  it('refuses a question with options that is not medical, naming no option', async () => {
    const reply = await askNew('Who won the IPL in 2019? A. Mumbai Indians B. Chennai Super Kings C. Kolkata D. Delhi');
    expect(reply.choice).toBeNull();
    expect(reply.answer).toBe(tutorMessages.refusal);
  });
});
