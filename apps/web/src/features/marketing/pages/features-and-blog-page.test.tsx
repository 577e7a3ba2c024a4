// @vitest-environment happy-dom
import { paths } from '@medsutra/contract/routes';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { TUTORIAL_STEPS, TUTORIAL_TITLE } from '../content/tutorial';
import FeaturesAndBlogPage from './features-and-blog-page';

beforeAll(() => {
  // happy-dom lays nothing out: scrolling to a section is a no-op here.
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia ??= vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});

describe('the app tutorial the sign-in page links to', () => {
  it('is a section of the features page, opened and focused by ?section=tutorial, with every step', () => {
    renderWithApp(<FeaturesAndBlogPage />, { path: `${paths.featuresAndBlog}?from=login&section=tutorial` });
    const section = screen.getByRole('region', { name: TUTORIAL_TITLE });
    expect(section.id).toBe('tutorial');
    expect(document.activeElement).toBe(section);
    // The screen sketches are hidden from assistive technology, so the list items are the steps.
    expect(within(section).getAllByRole('listitem')).toHaveLength(TUTORIAL_STEPS.length);
    for (const step of TUTORIAL_STEPS)
      expect(within(section).getByRole('heading', { name: new RegExp(step.title) })).toBeTruthy();
  });
});
