/**
 * Pan and zoom for the mindmap's viewport: one finger or the mouse drags, two fingers pinch, the
 * wheel pans (with Ctrl or a trackpad pinch it zooms), arrow keys and +/- work when the viewport
 * has focus. A drag that moved is not also a tap on the node under it.
 */
import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  distance,
  EDGE,
  fitView,
  midpoint,
  PAN_STEP,
  panBy,
  revealShift,
  type Size,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './pan-zoom';

/** How far a finger may wander before a tap becomes a drag. */
const DRAG_SLOP_PX = 6;
const WHEEL_ZOOM_RATE = 0.0025;
/** The smallest scale a mindmap opens at: 14 px labels stay about 12 px on a phone. */
const READABLE_SCALE = 0.85;

interface Point {
  x: number;
  y: number;
}

export interface PanZoom {
  view: View;
  zoomBy(factor: number): void;
  /** The whole map in view; `readable` keeps the text at least 85% of its size. */
  fitToView(options?: { readable?: boolean }): void;
  /** Moves the map just enough to show these elements together (see `revealShift`). */
  reveal(...elements: Element[]): void;
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

export function usePanZoom(
  viewportRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): PanZoom {
  const [view, setView] = useState<View>({ x: EDGE, y: EDGE, scale: 1 });
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<Point | null>(null);
  const dragged = useRef(false);

  const boxSize = useCallback((): Size => {
    const viewport = viewportRef.current;
    return { width: viewport?.clientWidth ?? 0, height: viewport?.clientHeight ?? 0 };
  }, [viewportRef]);

  const local = useCallback(
    (event: { clientX: number; clientY: number }): Point => {
      const rect = viewportRef.current?.getBoundingClientRect();
      return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
    },
    [viewportRef],
  );

  const zoomBy = useCallback(
    (factor: number) => {
      const box = boxSize();
      setView((current) => zoomAt(current, factor, box.width / 2, box.height / 2));
    },
    [boxSize],
  );

  const fitToView = useCallback(
    (options: { readable?: boolean } = {}) => {
      const content = contentRef.current;
      if (!content) return;
      // offsetWidth/offsetHeight are the untransformed size.
      const size = { width: content.offsetWidth, height: content.offsetHeight };
      setView(fitView(size, boxSize(), options.readable ? { minScale: READABLE_SCALE } : {}));
    },
    [boxSize, contentRef],
  );

  const reveal = useCallback(
    (...elements: Element[]) => {
      const viewport = viewportRef.current;
      if (!viewport || elements.length === 0) return;
      const outer = viewport.getBoundingClientRect();
      const rects = elements.map((element) => element.getBoundingClientRect());
      const target = {
        left: Math.min(...rects.map((rect) => rect.left)) - outer.left,
        top: Math.min(...rects.map((rect) => rect.top)) - outer.top,
        right: Math.max(...rects.map((rect) => rect.right)) - outer.left,
        bottom: Math.max(...rects.map((rect) => rect.bottom)) - outer.top,
      };
      const { dx, dy } = revealShift(target, boxSize());
      if (dx !== 0 || dy !== 0) setView((current) => panBy(current, dx, dy));
    },
    [boxSize, viewportRef],
  );

  // React's wheel listener is passive; a non-passive one may keep the page from scrolling.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? viewport.clientHeight : 1;
      if (event.ctrlKey || event.metaKey) {
        const at = local(event);
        const factor = Math.exp(-event.deltaY * unit * WHEEL_ZOOM_RATE);
        setView((current) => zoomAt(current, factor, at.x, at.y));
      } else {
        setView((current) => panBy(current, -event.deltaX * unit, -event.deltaY * unit));
      }
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [local, viewportRef]);

  const release = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) start.current = null;
  };

  const handlers: PanZoom['handlers'] = {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const point = local(event);
      if (pointers.current.size === 0) {
        start.current = point;
        dragged.current = false;
      }
      pointers.current.set(event.pointerId, point);
    },
    onPointerMove(event) {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const point = local(event);
      if (pointers.current.size === 1) {
        if (!dragged.current && start.current && distance(point, start.current) < DRAG_SLOP_PX) return;
        if (!dragged.current) {
          dragged.current = true;
          // Captured only once it is a drag, so a tap still reaches the node under the finger.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        pointers.current.set(event.pointerId, point);
        setView((current) => panBy(current, point.x - previous.x, point.y - previous.y));
        return;
      }
      const [a, b] = [...pointers.current.entries()];
      if (!a || !b) return;
      const other = a[0] === event.pointerId ? b[1] : a[1];
      const before = { mid: midpoint(previous, other), span: distance(previous, other) };
      const after = { mid: midpoint(point, other), span: distance(point, other) };
      pointers.current.set(event.pointerId, point);
      dragged.current = true;
      if (before.span < 1) return;
      setView((current) =>
        panBy(
          zoomAt(current, after.span / before.span, before.mid.x, before.mid.y),
          after.mid.x - before.mid.x,
          after.mid.y - before.mid.y,
        ),
      );
    },
    onPointerUp: release,
    onPointerCancel: release,
    onClickCapture(event) {
      if (!dragged.current) return;
      dragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onKeyDown(event) {
      if (event.target !== event.currentTarget) return;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [PAN_STEP, 0],
        ArrowRight: [-PAN_STEP, 0],
        ArrowUp: [0, PAN_STEP],
        ArrowDown: [0, -PAN_STEP],
      };
      const move = moves[event.key];
      if (move) setView((current) => panBy(current, move[0], move[1]));
      else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
      else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
      else if (event.key === '0') fitToView();
      else return;
      event.preventDefault();
    },
  };

  return { view, zoomBy, fitToView, reveal, handlers };
}
