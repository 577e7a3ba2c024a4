import { describe, expect, it } from 'vitest';
import { ankiHtmlToText, clozeNumbers, clozeText } from './anki-notes.ts';

describe('Anki fields as text', () => {
  it('keeps the words and line breaks and drops tags, scripts, styles and sounds', () => {
    const html =
      '<div><b>Adrenaline</b>&nbsp;dose in anaphylaxis?</div><div>0.5 mg IM &amp; repeat</div><script>alert(1)</script><style>b{}</style>[sound:beep.mp3]<img src="x.png" onerror="alert(2)">';
    expect(ankiHtmlToText(html)).toBe('Adrenaline dose in anaphylaxis?\n0.5 mg IM & repeat');
    expect(ankiHtmlToText('a &lt;b&gt; &#39;c&#39; &#x3b1;')).toBe("a <b> 'c' α");
    expect(ankiHtmlToText('line one<br>line two<br/>')).toBe('line one\nline two');
  });

  it('hides one cloze number at a time and shows the others', () => {
    const text = 'The {{c1::vagus}} nerve supplies the {{c2::larynx::organ}}; {{c1::X}} again';
    expect(clozeNumbers(text)).toEqual([1, 2]);
    expect(clozeText(text, 1)).toBe('The […] nerve supplies the larynx; […] again');
    expect(clozeText(text, 2)).toBe('The vagus nerve supplies the [organ]; X again');
    expect(clozeText(text, null)).toBe('The vagus nerve supplies the larynx; X again');
  });
});
