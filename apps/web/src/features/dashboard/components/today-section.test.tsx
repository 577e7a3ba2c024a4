// @vitest-environment happy-dom
import type { WeakSubtopicsReply } from '@medsutra/contract/mcq/analytics';
import { mcqAnalyticsPaths } from '@medsutra/contract/mcq/analytics-paths';
import type { MistakesDeckReply } from '@medsutra/contract/mcq/practice-api';
import { mcqApiPaths } from '@medsutra/contract/mcq/practice-screen';
import type { SmartRevisionItem, SmartRevisionReply } from '@medsutra/contract/revision/api';
import { revisionPaths } from '@medsutra/contract/revision/screen';
import type { StudyPlansReply, TodayTasksReply } from '@medsutra/contract/study-plans/api';
import { studyPlanPaths } from '@medsutra/contract/study-plans/paths';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, server } from '@/test/render';
import { TodaySection } from './today-section';

const item = (subtopicId: string, name: string): SmartRevisionItem => ({
  subtopicId,
  name,
  subjectId: 'pharmacology',
  subjectName: 'Pharmacology',
  topicName: 'Autonomic',
  yield: 'high',
  state: 'due',
  dueAt: '2026-11-27T00:00:00.000Z',
  reviewCount: 1,
  comesBack: { again: '', hard: '', good: '', easy: '' },
  priority: 1,
  reason: '',
});

function serve(options: {
  smart: Partial<SmartRevisionReply>;
  mistakes: MistakesDeckReply;
  tasks: TodayTasksReply['tasks'];
  plans?: StudyPlansReply['plans'];
  weak?: WeakSubtopicsReply['subtopics'];
}) {
  server.use(
    http.get(revisionPaths.smart, () =>
      HttpResponse.json({
        success: true,
        today: '2026-11-27',
        dueToday: [],
        thisWeek: [],
        startNext: [],
        weakSubjects: [],
        examDate: null,
        ...options.smart,
      } satisfies SmartRevisionReply),
    ),
    http.get(mcqApiPaths.mistakes, () => HttpResponse.json(options.mistakes)),
    http.get(mcqAnalyticsPaths.weakSubtopics, () =>
      HttpResponse.json({ subtopics: options.weak ?? [] } satisfies WeakSubtopicsReply),
    ),
    http.get(studyPlanPaths.todayTasks, () =>
      HttpResponse.json({ success: true, today: '2026-11-27', tasks: options.tasks } satisfies TodayTasksReply),
    ),
    http.get(studyPlanPaths.plans, () =>
      HttpResponse.json({ success: true, plans: options.plans ?? [] } satisfies StudyPlansReply),
    ),
  );
}

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe("the dashboard's Today section", () => {
  it('leads with due reviews, due mistakes, the next plan item and weak subjects, each with its way in', async () => {
    serve({
      smart: {
        dueToday: [item('a', 'Cholinergic drugs'), item('b', 'Adrenergic drugs')],
        weakSubjects: [{ subjectId: 'pharmacology', name: 'Pharmacology', accuracy: 41 }],
      },
      mistakes: { total: 10, due: 3, nextDue: null },
      weak: [
        {
          subtopicId: 'pharmacology.ans.cholinergic',
          name: 'Cholinergic drugs',
          subjectId: 'pharmacology',
          subjectName: 'Pharmacology',
          answers: 4,
          correct: 1,
          accuracy: 25,
        },
        {
          subtopicId: 'anatomy.limb.plexus',
          name: 'Brachial plexus',
          subjectId: 'anatomy',
          subjectName: 'Anatomy',
          answers: 3,
          correct: 1,
          accuracy: 33,
        },
      ],
      tasks: [
        {
          id: 'plan:1',
          source: 'plan',
          title: '14:00 Done already (30 min)',
          href: '/study-plan/p1',
          done: true,
          pays: '',
        },
        {
          id: 'plan:2',
          source: 'plan',
          title: '14:30 Beta blockers (30 min)',
          href: '/study-plan/p1',
          done: false,
          pays: '',
        },
      ],
    });
    renderWithApp(<TodaySection />);
    expect(await screen.findByText('2 subtopics due, starting with Cholinergic drugs')).toBeTruthy();
    expect(within(row('Revision')).getByRole('link', { name: 'Revise now' }).getAttribute('href')).toBe(
      '/smart-revision-tracker',
    );
    expect(await screen.findByText('3 mistakes due for review now')).toBeTruthy();
    expect(within(row('Mistakes deck')).getByRole('link').getAttribute('href')).toBe('/mcqsolving');
    expect(await screen.findByText('Next: 14:30 Beta blockers (30 min)')).toBeTruthy();
    expect(within(row('Your plan')).getByRole('link').getAttribute('href')).toBe('/study-plan/p1');
    expect(await screen.findByText('Cholinergic drugs 25% · Brachial plexus 33%')).toBeTruthy();
    // One tap starts a practice session of exactly the weakest subtopics.
    expect(within(row('Weak in practice')).getByRole('link', { name: 'Practise them' }).getAttribute('href')).toBe(
      '/mcqsolving?subtopics=pharmacology.ans.cholinergic,anatomy.limb.plexus',
    );
    expect(screen.getByRole('link', { name: 'Start practice' }).getAttribute('href')).toBe('/mcqsolving');
  });

  it('shows a new student where to start and offers a free plan', async () => {
    serve({
      smart: { startNext: [item('c', 'Brachial plexus')] },
      mistakes: { total: 0, due: 0, nextDue: null },
      tasks: [],
      plans: [],
    });
    renderWithApp(<TodaySection />);
    expect(await screen.findByText('Nothing due. Start with Brachial plexus.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Make a plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a plan' }).getAttribute('href')).toBe('/formulastudyplanner');
    expect(within(row('Mistakes deck')).queryByRole('link')).toBeNull();
    expect(screen.getByText(/No weak subject yet/)).toBeTruthy();
  });

  it('falls back to the weak subjects when no subtopic has enough answers yet', async () => {
    serve({
      smart: { weakSubjects: [{ subjectId: 'pharmacology', name: 'Pharmacology', accuracy: 41 }] },
      mistakes: { total: 0, due: 0, nextDue: null },
      tasks: [],
    });
    renderWithApp(<TodaySection />);
    expect(await screen.findByText('Pharmacology 41%')).toBeTruthy();
    expect(within(row('Weak in practice')).getByRole('link').getAttribute('href')).toBe('/analysis/pharmacology');
  });

  it('says a line could not be loaded instead of showing a wrong figure', async () => {
    serve({ smart: {}, mistakes: { total: 0, due: 0, nextDue: null }, tasks: [] });
    server.use(
      http.get(revisionPaths.smart, () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })),
    );
    renderWithApp(<TodaySection />);
    expect(await within(row('Revision')).findByText('Could not be loaded. Check your connection.')).toBeTruthy();
  });
});
