// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProseBlock } from './prose-sections';

afterEach(cleanup);

describe('ProseBlock', () => {
  it('shows a section under its heading: paragraphs, then the list, then the closing paragraphs, in order', () => {
    render(
      <ProseBlock
        section={{
          id: 'refunds',
          heading: 'Refunds',
          paragraphs: ['First paragraph.', 'Second paragraph.'],
          items: ['One item.', 'Another item.'],
          closing: ['Closing paragraph.'],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Refunds' });
    expect(section.id).toBe('refunds');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One item.', 'Another item.']);
    expect(section.textContent).toBe(
      'RefundsFirst paragraph.Second paragraph.One item.Another item.Closing paragraph.',
    );
  });

  it('has no list when the section has no items', () => {
    render(<ProseBlock section={{ id: 'plain', heading: 'Plain', paragraphs: ['Only text.'] }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
