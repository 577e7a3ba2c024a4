// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { toastTop } from './toaster';

function place(tag: string, bottom: number, marked = true) {
  const element = document.createElement(tag);
  if (marked) element.dataset.toastsBelow = '';
  element.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  document.body.append(element);
}

describe('where toasts start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is under the verify banner while it is on screen, so a toast covers neither it nor the header', () => {
    place('header', 96);
    place('section', 218);
    expect(toastTop()).toBe(226);
  });

  it('is under the sticky header once the banner has scrolled away', () => {
    place('header', 96);
    place('section', -40);
    expect(toastTop()).toBe(104);
  });

  it('is under a running test’s bar, which holds its clock, and not under unmarked boxes', () => {
    place('div', 52);
    place('div', 400, false);
    expect(toastTop()).toBe(60);
  });

  it('is at the top of the screen with no bar at all', () => {
    expect(toastTop()).toBe(8);
  });
});
