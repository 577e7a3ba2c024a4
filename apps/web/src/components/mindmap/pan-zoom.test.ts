import { describe, expect, it } from 'vitest';
import { EDGE, fitView, MAX_SCALE, MIN_SCALE, revealShift, zoomAt } from './pan-zoom';

describe('zooming', () => {
  it('keeps the point under the finger where it is', () => {
    const view = { x: 10, y: 20, scale: 1 };
    const next = zoomAt(view, 2, 110, 70);
    // The content point under (110, 70) was (100, 50); it is still there after the zoom.
    expect(next.scale).toBe(2);
    expect(next.x + 100 * next.scale).toBe(110);
    expect(next.y + 50 * next.scale).toBe(70);
  });

  it('stops at the smallest and largest scales without moving the map sideways', () => {
    const most = zoomAt({ x: 0, y: 0, scale: MAX_SCALE }, 2, 50, 50);
    expect(most).toEqual({ x: 0, y: 0, scale: MAX_SCALE });
    expect(zoomAt({ x: 0, y: 0, scale: 1 }, 0.01, 0, 0).scale).toBe(MIN_SCALE);
  });
});

describe('fitting the map', () => {
  it('centres a small map at its natural size rather than blowing it up', () => {
    expect(fitView({ width: 200, height: 100 }, { width: 360, height: 400 })).toEqual({ x: 80, y: 150, scale: 1 });
  });

  it('shrinks a large map to fit the phone', () => {
    const view = fitView({ width: 1000, height: 400 }, { width: 360, height: 440 });
    expect(view.scale).toBeCloseTo((360 - 2 * EDGE) / 1000);
    expect(1000 * view.scale).toBeLessThanOrEqual(360);
  });

  it('keeps the text readable when asked to, starting at the top-left corner of what does not fit', () => {
    const view = fitView({ width: 1000, height: 300 }, { width: 360, height: 440 }, { minScale: 0.75 });
    expect(view.scale).toBe(0.75);
    expect(view.x).toBe(EDGE);
    expect(view.y).toBe((440 - 300 * 0.75) / 2);
  });
});

describe('revealing a node', () => {
  const box = { width: 360, height: 400 };

  it('does not move what is already in view', () => {
    expect(revealShift({ left: 50, top: 50, right: 200, bottom: 120 }, box)).toEqual({ dx: 0, dy: 0 });
  });

  it('moves what sticks out past the right or bottom edge just far enough', () => {
    expect(revealShift({ left: 200, top: 300, right: 420, bottom: 420 }, box)).toEqual({
      dx: 360 - EDGE - 420,
      dy: 400 - EDGE - 420,
    });
  });

  it('puts the start of something too wide to fit at the left edge', () => {
    expect(revealShift({ left: 300, top: 50, right: 900, bottom: 100 }, box)).toEqual({ dx: EDGE - 300, dy: 0 });
  });
});
