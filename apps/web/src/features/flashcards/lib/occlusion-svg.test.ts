// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { labelElement, occlude, safeSvg } from './occlusion-svg';

const FIGURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject><div>x</div></foreignObject>
  <a href="https://evil.example/"><text x="10" y="20" data-label-id="axillary">Axillary</text></a>
  <text x="10" y="60" data-label-id="radial">Radial</text>
  <use href="#local"/>
</svg>`;

describe('an occlusion figure', () => {
  it('keeps the drawing and drops what could run or leave the page', () => {
    const svg = safeSvg(FIGURE);
    expect(svg).not.toBeNull();
    expect(svg?.querySelector('script, foreignObject')).toBeNull();
    expect(svg?.getAttribute('onload')).toBeNull();
    expect(svg?.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(svg?.querySelector('use')?.getAttribute('href')).toBe('#local');
    expect(safeSvg('<html><body>not a drawing</body></html>')).toBeNull();
  });

  it('hides the one label on the front and shows it on the back, the others always visible', () => {
    const svg = safeSvg(FIGURE) as SVGSVGElement;
    document.body.append(svg);
    expect(occlude(svg, 'radial', false)).toBe(true);
    expect(labelElement(svg, 'radial')?.style.visibility).toBe('hidden');
    expect(labelElement(svg, 'axillary')?.style.visibility).toBe('');
    occlude(svg, 'radial', true);
    expect(labelElement(svg, 'radial')?.style.visibility).toBe('visible');
    expect(occlude(svg, 'median', false)).toBe(false);
  });
});
