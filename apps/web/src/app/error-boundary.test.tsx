// @vitest-environment happy-dom
import { messages } from '@medsutra/contract/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

it("shows a full-screen message with 'Reload Application' when a page fails to render", () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: messages.errorBoundary.title })).toBeTruthy();
  expect(screen.getByRole('button', { name: messages.errorBoundary.reload })).toBeTruthy();
  quiet.mockRestore();
});
