// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import Toaster, { toastTop, toastTopWatcher } from './toaster';

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

describe('watching where toasts start', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const settle = async () => {
    await Promise.resolve(); // the mutation observer's callback
    await nextFrame();
  };

  it('measures while a toast is on screen and stops watching once it has gone', async () => {
    const tops: number[] = [];
    const watcher = toastTopWatcher((top) => tops.push(top));
    place('header', 96);
    watcher.start();
    await settle();
    expect(tops).toEqual([]);
    expect(watcher.watching()).toBe(true);

    const toast = document.createElement('li');
    toast.dataset.sonnerToast = '';
    document.body.append(toast);
    await settle();
    expect(tops).toEqual([104]);

    place('section', 218);
    await settle();
    expect(tops).toEqual([104, 226]);

    toast.remove();
    await settle();
    expect(watcher.watching()).toBe(false);
    place('section', 300);
    await settle();
    expect(tops).toEqual([104, 226]);

    watcher.start();
    expect(watcher.watching()).toBe(true);
    watcher.stop();
  });
});

describe('the toast outlet', () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });
  const frames = async (count: number) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  };

  it('measures again for a toast that comes after the first has gone', async () => {
    const header = document.createElement('header');
    header.dataset.toastsBelow = '';
    let bottom = 96;
    header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    document.body.append(header);
    render(<Toaster />);
    const offset = () =>
      (document.querySelector('[data-sonner-toaster]') as HTMLElement | null)?.style.getPropertyValue('--offset-top');

    act(() => void toast('First', { duration: 50 }));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
    await waitFor(() => expect(offset()).toBe('104px'));
    act(() => toast.dismiss());
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 2000 });
    await frames(3);

    bottom = 218;
    act(() => void toast('Second'));
    await waitFor(() => expect(offset()).toBe('226px'));
  });
});
