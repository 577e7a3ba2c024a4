// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePicker } from './file-picker';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

afterEach(cleanup);

describe('FilePicker', () => {
  it('hands over every chosen file and clears the input, so the same files can be chosen again', async () => {
    const onFiles = vi.fn();
    render(<FilePicker title="Choose PDF files" hint="PDFs only" accept=".pdf" disabled={false} onFiles={onFiles} />);
    const input = screen.getByLabelText(/Choose PDF files/) as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf');
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(input.value).toBe('');
  });

  it('takes no files while disabled', () => {
    render(<FilePicker title="Choose files" hint="" accept={undefined} disabled onFiles={vi.fn()} />);
    expect((screen.getByLabelText(/Choose files/) as HTMLInputElement).disabled).toBe(true);
  });
});
