/** The app tutorial's steps: each with an icon, its words, and a small drawing of the screen it describes. */
import { BookOpen, ClipboardCheck, RotateCcw, Timer, Trophy, UserPlus } from 'lucide-react';
import type { TutorialIcon, TutorialStep } from '../content/tutorial';

const ICONS: Record<TutorialIcon, typeof BookOpen> = {
  account: UserPlus,
  practice: ClipboardCheck,
  test: Timer,
  revise: RotateCcw,
  notes: BookOpen,
  rewards: Trophy,
};

export function TutorialSteps({ steps }: { steps: readonly TutorialStep[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, index) => {
        const Icon = ICONS[step.icon];
        return (
          <li
            key={step.title}
            className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_14rem] sm:p-5"
          >
            <div>
              <h3 className="flex items-center gap-3 font-semibold text-lg leading-snug">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong"
                >
                  <Icon className="size-5" />
                </span>
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </span>
              </h3>
              <p className="mt-2 leading-relaxed">{step.body}</p>
            </div>
            {/* A phone-shaped sketch of the screen: words only, drawn in the page's own styles. */}
            <div aria-hidden="true" className="rounded-2xl border-4 border-border bg-canvas p-2">
              <div className="mb-2 h-2 w-12 rounded-full bg-border" />
              <ul className="space-y-1.5">
                {step.screen.map((line, lineIndex) => (
                  <li
                    key={line}
                    className={`rounded-md px-2 py-1.5 text-xs ${lineIndex === 0 ? 'bg-primary font-medium text-on-primary' : 'bg-surface-muted'}`}
                  >
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
