/**
 * A figure generator: a name (the first part of its figures' ids), a zod schema for its
 * parameters, and a pure `render` that turns parsed parameters into an SVG string. Pure and
 * deterministic: the same parameters give the same bytes, so a figure's URL can be cached.
 */
import type { z } from 'zod';

export interface FigureGenerator<S extends z.ZodType = z.ZodType> {
  name: string;
  /** What the generator draws, for the contact sheet and the docs. */
  title: string;
  params: S;
  render(params: z.output<S>): string;
}

export const defineGenerator = <S extends z.ZodType>(generator: FigureGenerator<S>) => generator;
