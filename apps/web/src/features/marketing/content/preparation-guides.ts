import { INICET_GUIDE } from './guides/inicet';
import { MEDICINE_GUIDE } from './guides/medicine';
import { NEET_PG_GUIDE } from './guides/neet-pg';
import { PEDIATRICS_GUIDE } from './guides/pediatrics';
import { SURGERY_GUIDE } from './guides/surgery';
import type { StudyToolId } from './study-tools';

export interface PreparationGuide {
  /** The public route that shows this guide. */
  path: string;
  title: string;
  lead: string;
  /** What the exam or subject asks of you, without dates or numbers that change year to year. */
  about: readonly string[];
  highYield: readonly { area: string; focus: string }[];
  tools: readonly { tool: StudyToolId; how: string }[];
  week: readonly { day: string; plan: string }[];
  tips: readonly string[];
}

export const PREPARATION_GUIDES: readonly PreparationGuide[] = [
  MEDICINE_GUIDE,
  SURGERY_GUIDE,
  PEDIATRICS_GUIDE,
  NEET_PG_GUIDE,
  INICET_GUIDE,
];

export function guideForPath(pathname: string): PreparationGuide | null {
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return PREPARATION_GUIDES.find((guide) => guide.path === normalised) ?? null;
}
