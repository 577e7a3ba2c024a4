/**
 * A small Markdown reader for the student's notes: headings, bullet and numbered lists, tables,
 * bold, italic, inline code, code blocks, links and images. It produces a tree, never HTML: the
 * renderer turns the tree into React elements, so text is always text and a `<script>` in a note
 * is shown, not run. Links and images keep only http(s), same-site and `data:image/` addresses.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'rule' };

/** An address that is safe to follow or load; null for `javascript:`, `vbscript:`, `data:text/html` and the like. */
export function safeUrl(raw: string, purpose: 'link' | 'image'): string | null {
  const url = raw.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (url.startsWith('#')) return url;
  if (/^https?:\/\//i.test(url)) return url;
  if (purpose === 'image' && /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(url)) return url;
  return null;
}

const INLINE =
  /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*]+)\*|_([^_\s][^_]*)_|`([^`]+)`|!\[([^\]]*)\]\(([^)\s]+)\)|\[([^\]]+)\]\(([^)\s]+)\))/;

function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, , bold1, bold2, em1, em2, code, alt, imageSrc, linkText, href] = match;
    if (bold1 !== undefined || bold2 !== undefined)
      out.push({ kind: 'strong', children: parseInline(bold1 ?? bold2 ?? '') });
    else if (em1 !== undefined || em2 !== undefined) out.push({ kind: 'em', children: parseInline(em1 ?? em2 ?? '') });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (imageSrc !== undefined) {
      const src = safeUrl(imageSrc, 'image');
      out.push(src ? { kind: 'image', src, alt: alt ?? '' } : { kind: 'text', text: alt ?? '' });
    } else if (href !== undefined) {
      const safe = safeUrl(href, 'link');
      const children = parseInline(linkText ?? '');
      if (safe) out.push({ kind: 'link', href: safe, children });
      else out.push(...children);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (!line.trim()) {
      index++;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const body: string[] = [];
      index++;
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith('```')) body.push(lines[index++] ?? '');
      index++;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4,
        children: parseInline(heading[2] ?? ''),
      });
      index++;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      index++;
      continue;
    }
    if (line.includes('|') && TABLE_RULE.test(lines[index + 1] ?? '')) {
      const header = cells(line);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && (lines[index] ?? '').includes('|') && (lines[index] ?? '').trim()) {
        rows.push(cells(lines[index++] ?? ''));
      }
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const bullet = /^\s*[-*+]\s+(.*)$/;
    const numbered = /^\s*\d+[.)]\s+(.*)$/;
    if (bullet.test(line) || numbered.test(line)) {
      const ordered = numbered.test(line);
      const pattern = ordered ? numbered : bullet;
      const items: Inline[][] = [];
      while (index < lines.length && pattern.test(lines[index] ?? '')) {
        items.push(parseInline(pattern.exec(lines[index++] ?? '')?.[1] ?? ''));
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (index < lines.length && (lines[index] ?? '').startsWith('>')) {
        quoted.push((lines[index++] ?? '').replace(/^>\s?/, ''));
      }
      blocks.push({ kind: 'quote', children: parseInline(quoted.join(' ')) });
      continue;
    }
    const paragraph: Inline[] = [];
    while (
      index < lines.length &&
      (lines[index] ?? '').trim() &&
      !/^(#{1,4}\s|```|>|\s*[-*+]\s|\s*\d+[.)]\s)/.test(lines[index] ?? '')
    ) {
      if (paragraph.length > 0) paragraph.push({ kind: 'break' });
      paragraph.push(...parseInline(lines[index++] ?? ''));
    }
    if (paragraph.length === 0) {
      paragraph.push(...parseInline(line));
      index++;
    }
    blocks.push({ kind: 'paragraph', children: paragraph });
  }
  return blocks;
}
