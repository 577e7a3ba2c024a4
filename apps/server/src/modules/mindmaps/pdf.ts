/**
 * A mindmap as a printable A4 PDF: the whole tree as an indented outline (a radial drawing of 60+
 * nodes would not be readable on paper), one coloured section per branch, Noto Sans for every
 * script, and the page footer saying where it came from.
 */

import { type Grounding, groundingLabels } from '@medsutra/contract/library/api';
import { type MindmapSource, type MindmapTree, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { PRODUCT_NAME } from '@medsutra/contract/product';
import PDFDocument from 'pdfkit';
import { readAll } from '../../lib/read-stream.ts';
import { type FontWeight, fontName, notoSansSubsets, splitIntoRuns } from './pdf-fonts.ts';

export interface MindmapPdfInput {
  tree: MindmapTree;
  source: MindmapSource;
  model: string | null;
  /** Where its facts came from; null for a mindmap made before the library (or from the template). */
  grounding?: Grounding | null;
  createdAt: Date;
}

/** The note printed under the title: the library's label when it has one, else the source's. */
function sourceNote(input: MindmapPdfInput): string {
  if (input.grounding === 'library-offline')
    return `${groundingLabels['library-offline']}: composed from the library's notes and questions, without an AI model. The references are listed at the end.`;
  if (input.grounding)
    return `${groundingLabels[input.grounding]}. ${mindmapMessages.aiNote(input.model ?? 'unknown')}`;
  return input.source === 'offline' ? mindmapMessages.offlineOutline : mindmapMessages.aiNote(input.model ?? 'unknown');
}

const MARGIN = 48;
const FOOTER_SPACE = 28;
/** Print-safe colours, one per branch in turn. */
const BRANCH_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#9d174d'];
const TEXT = '#111827';
const MUTED = '#4b5563';

type Doc = PDFKit.PDFDocument;

interface WriteOptions {
  weight: FontWeight;
  size: number;
  color: string;
  x: number;
  width: number;
  gapAfter?: number;
}

/** Writes one paragraph, switching font subset between runs of different scripts. */
function write(doc: Doc, text: string, options: WriteOptions) {
  const runs = splitIntoRuns(text);
  doc.fontSize(options.size).fillColor(options.color);
  runs.forEach((run, index) => {
    doc.font(fontName(run.subset, options.weight));
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, options.x, doc.y, { width: options.width, continued, lineGap: 1.5 });
    else doc.text(run.text, { continued, lineGap: 1.5 });
  });
  doc.y += options.gapAfter ?? 0;
}

/** Starts a new page when fewer than `needed` points are left, so a heading never ends a page. */
function keepSpace(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN - FOOTER_SPACE) doc.addPage();
}

function bullet(doc: Doc, x: number, size: number, color: string, filled: boolean) {
  const y = doc.y + size * 0.62;
  doc.save().lineWidth(0.8);
  if (filled) doc.circle(x, y, size * 0.17).fill(color);
  else doc.circle(x, y, size * 0.15).stroke(color);
  doc.restore();
}

function header(doc: Doc, input: MindmapPdfInput, width: number) {
  write(doc, input.tree.topic, { weight: 700, size: 22, color: TEXT, x: MARGIN, width, gapAfter: 2 });
  const created = input.createdAt.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  write(doc, `${PRODUCT_NAME} mindmap · ${created}`, { weight: 400, size: 10, color: MUTED, x: MARGIN, width });
  doc.y += 6;
  const note = sourceNote(input);
  const top = doc.y;
  const boxColour = input.source === 'offline' ? '#fef3c7' : '#e0f2fe';
  // Measure first, then draw the box behind the text.
  doc.font(fontName('latin', 400)).fontSize(9.5);
  const height = doc.heightOfString(note, { width: width - 16 }) + 12;
  doc.save().roundedRect(MARGIN, top, width, height, 4).fill(boxColour).restore();
  doc.y = top + 6;
  write(doc, note, { weight: 400, size: 9.5, color: TEXT, x: MARGIN + 8, width: width - 16 });
  doc.y = top + height + 14;
}

function footers(doc: Doc, topic: string, width: number) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.y = doc.page.height - MARGIN + 8;
    const label = `${topic.length > 80 ? `${topic.slice(0, 79)}…` : topic} · page ${index + 1} of ${range.count}`;
    write(doc, label, { weight: 400, size: 8, color: MUTED, x: MARGIN, width });
    doc.page.margins.bottom = bottom;
  }
}

export function renderMindmapPdf(input: MindmapPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: input.tree.topic, Author: PRODUCT_NAME, Subject: 'Mindmap', CreationDate: input.createdAt },
  });
  for (const subset of notoSansSubsets()) {
    doc.registerFont(fontName(subset.name, 400), subset.files[400]);
    doc.registerFont(fontName(subset.name, 700), subset.files[700]);
  }
  const done = readAll(doc);

  const width = doc.page.width - 2 * MARGIN;
  header(doc, input, width);
  input.tree.branches.forEach((branch, branchIndex) => {
    const colour = BRANCH_COLOURS[branchIndex % BRANCH_COLOURS.length]!;
    keepSpace(doc, 70);
    const top = doc.y;
    write(doc, `${branchIndex + 1}. ${branch.label}`, {
      weight: 700,
      size: 14,
      color: colour,
      x: MARGIN + 10,
      width: width - 10,
    });
    doc
      .save()
      .rect(MARGIN, top + 1, 3.5, doc.y - top - 2)
      .fill(colour)
      .restore();
    doc.y += 4;
    for (const point of branch.children) {
      keepSpace(doc, 36);
      bullet(doc, MARGIN + 16, 11, colour, true);
      write(doc, point.label, { weight: 700, size: 11, color: TEXT, x: MARGIN + 24, width: width - 24, gapAfter: 1 });
      for (const detail of point.children) {
        keepSpace(doc, 16);
        bullet(doc, MARGIN + 36, 10, MUTED, false);
        write(doc, detail.label, {
          weight: 400,
          size: 10,
          color: TEXT,
          x: MARGIN + 44,
          width: width - 44,
          gapAfter: 1,
        });
      }
      doc.y += 3;
    }
    doc.y += 10;
  });
  footers(doc, input.tree.topic, width);
  doc.end();
  return done;
}
