import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

describe('loading screen', () => {
  it('is what index.html paints before the app has run, so the hand-over to React shows no change', () => {
    const indexHtml = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = /<div id="root">(.*)<\/div>$/m.exec(indexHtml)?.[1];
    // React's server renderer adds a preload hint for the image; the HTML's own <img> is enough.
    const screen = renderToStaticMarkup(createElement(LoadingScreen)).replace(/^<link rel="preload"[^>]*>/, '');
    expect(root).toBe(screen);
  });
});
