/**
 * An image-occlusion card's figure as inline SVG, so one label (`[data-label-id=…]`) can be covered
 * on the front and shown on the back while the others stay visible (an <img> cannot be reached
 * into). The drawing is parsed as XML, never as HTML, and stripped of anything that runs or leaves
 * the page (scripts, foreign objects, event attributes, outside links) before it is shown, since a
 * licensed figure comes from an institution's upload.
 */

const DROPPED_ELEMENTS = 'script, foreignObject, iframe, object, embed, audio, video';

export function safeSvg(markup: string): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName.toLowerCase() !== 'svg' || parsed.querySelector('parsererror')) return null;
  for (const element of Array.from(svg.querySelectorAll(DROPPED_ELEMENTS))) element.remove();
  for (const element of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const link = name === 'href' || name.endsWith(':href');
      if (name.startsWith('on') || (link && !attribute.value.trim().startsWith('#'))) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return document.importNode(svg, true) as unknown as SVGSVGElement;
}

/** The labelled element, found by attribute value without building a selector from it. */
export function labelElement(svg: SVGSVGElement, labelId: string): SVGGraphicsElement | null {
  for (const element of Array.from(svg.querySelectorAll('[data-label-id]'))) {
    if (element.getAttribute('data-label-id') === labelId) return element as SVGGraphicsElement;
  }
  return null;
}

const COVER_PAD = 3;
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Covers the label with a box the size of its drawing (the front), or shows it marked (the back).
 * The box goes into the label's parent so it shares the label's transform.
 */
export function occlude(svg: SVGSVGElement, labelId: string, revealed: boolean): boolean {
  for (const old of Array.from(svg.querySelectorAll('[data-occlusion-cover]'))) old.remove();
  const label = labelElement(svg, labelId);
  if (!label) return false;
  label.style.visibility = revealed ? 'visible' : 'hidden';
  label.style.fontWeight = revealed ? '700' : '';
  label.style.fill = revealed ? 'var(--color-primary, #0f766e)' : '';
  if (typeof label.getBBox !== 'function') return true;
  const box = label.getBBox();
  const cover = document.createElementNS(SVG_NS, 'rect');
  cover.setAttribute('data-occlusion-cover', '');
  cover.setAttribute('x', String(box.x - COVER_PAD));
  cover.setAttribute('y', String(box.y - COVER_PAD));
  cover.setAttribute('width', String(box.width + 2 * COVER_PAD));
  cover.setAttribute('height', String(box.height + 2 * COVER_PAD));
  cover.setAttribute('rx', '3');
  cover.style.fill = revealed ? 'none' : 'var(--color-accent, #b45309)';
  cover.style.stroke = 'var(--color-primary, #0f766e)';
  cover.style.strokeWidth = '1.5';
  label.parentNode?.insertBefore(cover, label.nextSibling);
  return true;
}
