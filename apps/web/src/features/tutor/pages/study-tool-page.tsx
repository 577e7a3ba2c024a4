/** `/medai-study-tool`: the tutor's study modes (explain simply, quiz me, viva, compare). */
import { type TutorMode, tutorModeText } from '@medsutra/contract/tutor/screen';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { ChatView } from '../components/chat-view';

const MODES: TutorMode[] = ['explain', 'quiz', 'viva', 'compare'];

export default function StudyToolPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('mode') as TutorMode | null;
  const mode: TutorMode = asked && MODES.includes(asked) ? asked : 'explain';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <PageHeader
        title="MedAI study tool"
        description="Study with the tutor: each mode answers from the MedSutra library, with its sources."
      />
      <div role="tablist" aria-label="Study modes" className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === mode}
            onClick={() => setParams({ mode: m })}
            className={cn(
              'min-h-11 rounded-lg border px-3 py-2 text-left text-sm',
              m === mode ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface text-ink',
            )}
          >
            <span className="block font-semibold">{tutorModeText[m].name}</span>
            <span className={cn('block text-xs', m === mode ? 'text-on-primary' : 'text-muted')}>
              {tutorModeText[m].hint}
            </span>
          </button>
        ))}
      </div>
      <ChatView key={mode} mode={mode} premium={false} />
    </div>
  );
}
