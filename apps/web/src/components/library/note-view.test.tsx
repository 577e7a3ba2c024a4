// @vitest-environment happy-dom
import type { LibraryNotes } from '@medsutra/contract/library/api';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoteView } from './note-view';

afterEach(cleanup);

const note: LibraryNotes = {
  sections: [{ heading: 'Waves', points: ['P is atrial depolarisation', 'T is ventricular repolarisation'] }],
  tables: [
    {
      title: 'Intervals',
      columns: ['Interval', 'Normal', 'Meaning'],
      rows: [
        ['PR', '0.12–0.20 s', 'AV conduction'],
        ['QRS', 'Up to 0.10 s', 'Ventricular depolarisation'],
      ],
    },
  ],
  mnemonics: [{ mnemonic: 'Ride Your Green Bike', expansion: 'Red, yellow, green, black' }],
  traps: ['The PR interval starts at the start of P'],
  figures: [{ id: 'ecg.sinus-rhythm', caption: 'Sinus rhythm', alt: 'A strip', width: 800, height: 240 }],
  references: ['Guyton and Hall Textbook of Medical Physiology, 14th ed.'],
  written: '2026-11-27',
  lastReviewed: '2026-11-28',
  version: 'abc',
  source: 'MedSutra',
  licence: 'MedSutra editorial content',
};

describe('a structured note', () => {
  it('shows its sections, a table with row headers (and the same rows stacked for a phone), mnemonic, traps and figure', () => {
    render(<NoteView notes={note} />);
    expect(screen.getByRole('heading', { name: 'Waves' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['PR', 'QRS']);
    const stacked = screen.getByTestId('note-table-stacked');
    expect(within(stacked).getAllByRole('listitem')[0]!.textContent).toBe(
      'Interval: PRNormal: 0.12–0.20 sMeaning: AV conduction',
    );
    expect(screen.getByText('Ride Your Green Bike')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Exam traps' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A strip' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Sinus rhythm')).toBeTruthy();
  });

  it('says when it was last reviewed, or that it awaits its review', () => {
    render(<NoteView notes={note} />);
    expect(screen.getByText(/Last reviewed 28 Nov 2026/)).toBeTruthy();
    cleanup();
    render(<NoteView notes={{ ...note, lastReviewed: null }} />);
    expect(screen.getByText(/Written 27 Nov 2026; awaiting its second reading/)).toBeTruthy();
  });
});
