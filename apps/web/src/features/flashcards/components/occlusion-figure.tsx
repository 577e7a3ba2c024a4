/**
 * An image-occlusion card's figure: the drawing with its one label covered (front) or marked
 * (back), sized to the screen's width (360 px on a phone) and given its box before it arrives.
 */

import type { FlashcardOcclusion } from '@medsutra/contract/flashcards/api';
import { flashcardScreenText as text } from '@medsutra/contract/flashcards/screen';
import { figureUrl } from '@medsutra/contract/library/figures';
import { useEffect, useRef, useState } from 'react';
import { occlude, safeSvg } from '../lib/occlusion-svg';

export function OcclusionFigure({ occlusion, revealed }: { occlusion: FlashcardOcclusion; revealed: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    fetch(figureUrl(occlusion.figureId), { credentials: 'omit' })
      .then((reply) => (reply.ok ? reply.text() : Promise.reject(new Error(String(reply.status)))))
      .then((markup) => {
        const drawing = safeSvg(markup);
        if (!current) return;
        if (!drawing) setFailed(true);
        else setSvg(drawing);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [occlusion.figureId]);

  useEffect(() => {
    const container = box.current;
    if (!container || !svg) return;
    if (svg.parentNode !== container) {
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.setAttribute('role', 'img');
      svg.style.width = '100%';
      svg.style.height = 'auto';
      svg.style.maxHeight = '42vh';
      container.replaceChildren(svg);
    }
    occlude(svg, occlusion.labelId, revealed);
    svg.setAttribute('aria-label', revealed ? occlusion.label : text.occlusionAlt(text.occlusionCovered));
  }, [svg, occlusion.labelId, occlusion.label, revealed]);

  return (
    <figure className="m-0 flex flex-col gap-2">
      {/* Above the drawing, so the buttons under a tall figure never hide the answer. */}
      {revealed ? (
        <figcaption className="text-center text-lg font-semibold text-ink">{occlusion.label}</figcaption>
      ) : null}
      {failed ? (
        <p className="flex min-h-48 items-center justify-center rounded-lg border border-border p-4 text-sm text-muted">
          {text.figureFailed}
        </p>
      ) : (
        // The drawing is put here by the effect above; React renders no children into this box.
        <div
          ref={box}
          data-occlusion={occlusion.labelId}
          className="flex min-h-48 w-full items-center justify-center overflow-hidden rounded-lg border border-border bg-white p-1"
        />
      )}
    </figure>
  );
}
