import type { ProseSection } from '../content/types';

/** A bulleted list of sentences, each its own key. */
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Long-form text: paragraphs, an optional bulleted list, closing paragraphs. */
export function ProseBody({
  paragraphs,
  items,
  closing,
}: {
  paragraphs: readonly string[];
  items?: readonly string[] | undefined;
  closing?: readonly string[] | undefined;
}) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items ? <BulletList items={items} className="list-disc space-y-2 pl-6 marker:text-muted" /> : null}
      {closing?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** Renders one titled block of long-form text: paragraphs, an optional list, closing paragraphs. */
export function ProseBlock({ section }: { section: ProseSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-20">
      <h2 id={`${section.id}-heading`} className="font-semibold text-2xl leading-snug">
        {section.heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">
        <ProseBody paragraphs={section.paragraphs} items={section.items} closing={section.closing} />
      </div>
    </section>
  );
}

/** A legal document: a table of contents followed by numbered sections. */
export function LegalDocument({ sections, updatedNote }: { sections: readonly ProseSection[]; updatedNote: string }) {
  return (
    <>
      <p className="rounded-xl border border-border bg-surface-muted px-4 py-3 text-muted text-sm">{updatedNote}</p>
      <nav aria-label="On this page" className="rounded-xl border border-border bg-surface p-4">
        <h2 className="font-semibold text-base">On this page</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-1 text-primary underline underline-offset-2 hover:text-primary-strong"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <ProseBlock key={section.id} section={section} />
      ))}
    </>
  );
}
