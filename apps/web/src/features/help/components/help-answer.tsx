import { type HelpSegment, parseHelpText, screensInAnswer } from '@medsutra/contract/help/content';
import { helpMessages } from '@medsutra/contract/help/messages';
import { ChevronRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

function Segment({ segment }: { segment: HelpSegment }) {
  if (segment.kind === 'bold') return <strong className="font-semibold text-ink">{segment.text}</strong>;
  if (segment.kind === 'screen') return <span className="font-medium text-ink">{segment.text}</span>;
  return segment.text;
}

export interface HelpAnswerProps {
  answer: readonly string[];
  /** Called when a navigation button is used (the overlay closes itself). */
  onNavigate?: () => void;
}

/**
 * An answer as a bullet list, bold markers as <strong> (React elements, never raw HTML), followed by
 * a button to every screen it names. Long answers scroll inside a box about 24rem high.
 */
export function HelpAnswer({ answer, onNavigate }: HelpAnswerProps) {
  const screens = screensInAnswer(answer);
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling answer must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="max-h-96 overflow-y-auto rounded-lg pr-1 focus-visible:outline-2"
    >
      <ul className="list-disc space-y-2 pl-5 text-ink leading-relaxed marker:text-muted">
        {answer.map((line) => (
          <li key={line}>
            {parseHelpText(line).map((segment, index) => (
              // Segments never reorder within a line, so their position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Segment key={index} segment={segment} />
            ))}
          </li>
        ))}
      </ul>
      {screens.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {screens.map((screen) => (
            <ButtonLink key={screen.name} to={screen.to} variant="secondary" size="sm" onClick={onNavigate}>
              {helpMessages.goTo(screen.name)}
              <ChevronRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </div>
  );
}
