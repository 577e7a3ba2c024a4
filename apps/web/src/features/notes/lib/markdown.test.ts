import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from '../components/markdown-view';
import { parseMarkdown, safeUrl } from './markdown';

const html = (source: string) => renderToStaticMarkup(createElement(MarkdownView, { source }));

describe('the notes Markdown renderer', () => {
  it('renders headings, lists, tables, bold and images', () => {
    const out = html(
      '# Shock\n## Types\n- **Hypovolaemic**: loss\n- Cardiogenic\n1. first\n2. second\n\n| Type | CVP |\n|---|---|\n| Septic | low |\n\n![ECG](https://example.com/ecg.png)',
    );
    expect(out).toContain('<h2');
    expect(out).toContain('<h3');
    expect(out).toContain('<strong>Hypovolaemic</strong>');
    expect(out).toMatch(/<ul[^>]*><li>/);
    expect(out).toMatch(/<ol[^>]*><li>first<\/li>/);
    expect(out).toContain('<th class="border border-border bg-surface-muted px-2 py-1 text-start">Type</th>');
    expect(out).toContain('<td class="border border-border px-2 py-1">low</td>');
    expect(out).toContain('src="https://example.com/ecg.png"');
  });

  it('shows HTML and scripts in a note as text, never as elements', () => {
    const out = html('<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n**<b>bold</b>**');
    expect(out).not.toMatch(/<script|<img|<b>/);
    expect(out).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript:, vbscript: and data:text addresses from links and images', () => {
    const out = html(
      '[click](javascript:alert(1)) [v](vbscript:msgbox) ![x](data:text/html;base64,PHNjcmlwdD4=) [ok](https://example.com)',
    );
    expect(out).not.toMatch(/javascript:|vbscript:|data:text/);
    expect(out).toContain('href="https://example.com"');
    expect(safeUrl(' JaVaScRiPt:alert(1)', 'link')).toBeNull();
    expect(safeUrl('//evil.example/x', 'link')).toBeNull();
    expect(safeUrl('/library', 'link')).toBe('/library');
  });

  it('keeps the lines of a paragraph apart', () => {
    expect(parseMarkdown('line one\nline two')).toEqual([
      {
        kind: 'paragraph',
        children: [{ kind: 'text', text: 'line one' }, { kind: 'break' }, { kind: 'text', text: 'line two' }],
      },
    ]);
  });
});
