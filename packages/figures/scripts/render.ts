/**
 * Renders catalogue figures for a look: `node packages/figures/scripts/render.ts ecg.af-110` prints
 * one SVG; `… --all DIR` writes every figure to DIR/<id>.svg and a contact sheet DIR/index.html.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalogue, renderFigure } from '../src/catalogue.ts';

const args = process.argv.slice(2);
const { figures, problems } = readCatalogue();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
if (args[0] === '--all' && args[1]) {
  const dir = path.resolve(args[1]);
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  let html =
    '<!doctype html><meta charset="utf-8"><title>Figures</title><style>body{font:13px system-ui;margin:8px;background:#f3f4f6}div{display:inline-block;vertical-align:top;width:360px;margin:4px;background:#fff;padding:4px}img{width:100%}p{margin:4px 0}</style>';
  for (const figure of figures) {
    const svg = renderFigure(figure);
    writeFileSync(path.join(dir, `${figure.id}.svg`), svg);
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    html += `<div><img src="${figure.id}.svg" alt="${esc(figure.alt).replace(/"/g, '&quot;')}"><p><b>${figure.id}</b> (${(svg.length / 1024).toFixed(1)} KB)</p><p>${esc(figure.shows)}</p></div>`;
  }
  writeFileSync(path.join(dir, 'index.html'), html);
  console.info(`${figures.length} figures in ${Math.round(performance.now() - started)} ms → ${dir}`);
} else {
  const figure = figures.find((f) => f.id === args[0]);
  if (!figure) {
    console.error(`Usage: render.ts FIGURE-ID | --all DIR (no figure ${args[0] ?? ''})`);
    process.exit(2);
  }
  process.stdout.write(renderFigure(figure));
}
