// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { toastTop } from './toaster';

function place(tag: string, bottom: number, testId?: string) {
  const element = document.createElement(tag);
  if (testId) element.dataset.testid = testId;
  element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.append(element);
}

describe('where toasts start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is under the verify banner while it is on screen, so a toast covers neither it nor the header', () => {
    place('header', 96);
    place('section', 218, 'verify-email-banner');
    expect(toastTop()).toBe(226);
  });

  it('is under the sticky header once the banner has scrolled away', () => {
    place('header', 96);
    place('section', -40, 'verify-email-banner');
    expect(toastTop()).toBe(104);
  });

  it('is at the top of the screen with no header (a running test)', () => {
    expect(toastTop()).toBe(8);
  });
});
