/**
 * A figure the project's code draws: served sized (SVG), loaded lazily, and given its box before
 * it arrives (width and height from the catalogue) so the page does not jump; the drawing fits
 * inside that box whatever its own proportions.
 */
import { figureUrl } from '@medsutra/contract/library/figures';
import { questionBodyText as text } from '@medsutra/contract/library/question-body';
import { cn } from '@/lib/cn';

export interface LibraryFigureProps {
  id: string;
  alt: string;
  width: number;
  height: number;
  caption?: string | undefined;
  className?: string;
}

export function LibraryFigure({ id, alt, width, height, caption, className }: LibraryFigureProps) {
  return (
    <figure className={cn('m-0 break-inside-avoid', className)}>
      {/* On a phone a tracing is small: a tap opens the drawing alone, to zoom. */}
      <a
        href={figureUrl(id)}
        target="_blank"
        rel="noopener"
        className="block"
        aria-label={`${alt} (${text.openFigure})`}
      >
        <img
          src={figureUrl(id)}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          data-figure={id}
          style={{ maxWidth: `${width}px` }}
          className="h-auto w-full rounded-lg border border-border bg-white object-contain"
        />
      </a>
      {caption ? <figcaption className="mt-1 text-muted text-sm">{caption}</figcaption> : null}
    </figure>
  );
}
