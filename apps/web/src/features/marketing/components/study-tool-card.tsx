import { pathIsAvailable } from '@medsutra/contract/feature-availability';
import { ArrowRight, Coins } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoonBadge } from '@/components/ui/coming-soon-badge';
import { useCompany } from '../api/get-company';
import { type StudyTool, studyToolPrice, studyToolWithoutModel } from '../content/study-tools';

/**
 * One tool: what it does (and, on a server without an AI model, what it does there), what it costs in
 * Med Coins on this install, and a link to open it; a tool that is not built yet says "Coming soon"
 * and offers no link (the feature table decides).
 */
export function StudyToolCard({ tool, headingLevel = 'h3' }: { tool: StudyTool; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const open = pathIsAvailable(tool.path);
  // Whether this install has an AI model: the page carries it (no request).
  const aiModel = useCompany().data?.aiModelConfigured ?? false;
  // The install in use has no AI model: say what the tool does here, not only what a model does.
  const withoutModel = aiModel ? null : studyToolWithoutModel(tool);
  return (
    <li className="flex flex-col rounded-xl border border-border bg-surface p-4">
      <Heading className="flex flex-wrap items-center gap-2 font-semibold text-lg">
        {tool.name}
        {open ? null : <ComingSoonBadge />}
      </Heading>
      <p className="mt-1 text-muted leading-relaxed">{tool.summary}</p>
      {withoutModel ? <p className="mt-2 text-ink text-sm leading-relaxed">{withoutModel}</p> : null}
      <span className="flex-1" />
      {tool.costKey || tool.premium ? (
        <p className="mt-3 flex flex-wrap gap-2 text-sm">
          {tool.costKey ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 font-medium text-ink">
              <Coins aria-hidden="true" className="size-4 text-accent" />
              {studyToolPrice(tool.costKey, aiModel)}
            </span>
          ) : null}
          {tool.premium ? (
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-ink">Paid plans</span>
          ) : null}
        </p>
      ) : null}
      {open ? (
        <Link
          to={tool.path}
          className="mt-3 inline-flex min-h-11 items-center gap-1 self-start font-medium text-primary underline underline-offset-2 hover:text-primary-strong"
        >
          Open {tool.name}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </li>
  );
}
