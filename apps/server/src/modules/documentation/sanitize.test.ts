import { describe, expect, it } from 'vitest';
import { documentationHtmlToText, sanitizeDocumentationHtml } from './sanitize.ts';
import { extractSourceDocumentation } from './source-fetcher.ts';

describe('sanitizeDocumentationHtml', () => {
  it.each([
    ['a script tag and its text', '<p>Hi</p><script>steal()</script>', '<p>Hi</p>'],
    ['a style tag', '<style>p{color:red}</style><p>Hi</p>', '<p>Hi</p>'],
    [
      'an iframe, object and embed',
      '<iframe src="https://x"></iframe><object data="x"></object><embed src="x"><p>Hi</p>',
      '<p>Hi</p>',
    ],
    ['a script inside svg', '<svg><script>steal()</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['event handlers', '<p onclick="steal()" onmouseover="steal()">Hi</p>', '<p>Hi</p>'],
    ['an image with onerror', '<img src="x" onerror="steal()"><p>Hi</p>', '<p>Hi</p>'],
    ['inline styles', '<p style="background:url(javascript:steal())">Hi</p>', '<p>Hi</p>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form><p>Hi</p>', '<p>Hi</p>'],
  ])('removes %s', (_label, dirty, clean) => {
    expect(sanitizeDocumentationHtml(dirty)).toBe(clean);
  });

  it.each([
    'javascript:steal()',
    'JaVaScRiPt:steal()',
    ' javascript:steal()',
    'jav&#x09;ascript:steal()',
    '&#106;avascript:steal()',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/path',
  ])('drops the link target %j', (href) => {
    const html = sanitizeDocumentationHtml(`<a href="${href}">x</a>`);
    expect(html).not.toContain('href');
    expect(html).not.toMatch(/script:|data:/i);
  });

  it('opens real links in a new tab without handing over window.opener', () => {
    expect(
      sanitizeDocumentationHtml('<a href="https://platform.openai.com/docs" rel="opener" target="_self">docs</a>'),
    ).toBe('<a href="https://platform.openai.com/docs" rel="noopener noreferrer" target="_blank">docs</a>');
  });

  it('keeps the markup documentation needs', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <code class="language-ts">code</code></p><ul><li>one</li></ul><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><pre><code>x &lt; y</code></pre>';
    expect(sanitizeDocumentationHtml(html)).toBe(html);
  });

  it('turns a page heading into a section heading and drops unknown classes', () => {
    expect(sanitizeDocumentationHtml('<h1>T</h1><code class="evil language-js">x</code>')).toBe(
      '<h2>T</h2><code class="language-js">x</code>',
    );
  });
});

describe('documentationHtmlToText', () => {
  it('keeps words apart across blocks and decodes entities', () => {
    expect(documentationHtmlToText('<h2>Rate</h2><p>limits &amp; errors</p><ul><li>a&lt;b</li><li>c</li></ul>')).toBe(
      'Rate limits & errors a<b c',
    );
  });
});

describe('extractSourceDocumentation', () => {
  const long = 'Documentation text. '.repeat(20);
  it('takes the main part of a page and leaves out its navigation', () => {
    const extracted = extractSourceDocumentation(
      `<html><body><nav>Menu</nav><main><h1>Guide</h1><p>${long}</p></main><footer>Footer</footer></body></html>`,
    );
    expect(extracted?.html).toMatch(/^<h2>Guide<\/h2><p>Documentation text/);
    expect(extracted?.text).not.toMatch(/Menu|Footer/);
  });

  it('rejects a page with too little text to be the documentation (a script-rendered shell)', () => {
    expect(
      extractSourceDocumentation('<html><body><div id="root"></div><script>app()</script></body></html>'),
    ).toBeNull();
  });
});
