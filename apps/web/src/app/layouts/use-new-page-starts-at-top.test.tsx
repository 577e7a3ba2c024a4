// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewPageStartsAtTop } from './use-new-page-starts-at-top';

let navigate: NavigateFunction;
function Page() {
  navigate = useNavigate();
  useNewPageStartsAtTop(useLocation().pathname);
  return null;
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('a new page starts at its top', () => {
  it('scrolls to the top on a link or a redirect to another page, and leaves going back to the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Page />
      </MemoryRouter>,
    );
    vi.mocked(window.scrollTo).mockClear();
    await act(async () => navigate('/new-ai-study-tools'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => navigate('/practice', { replace: true }));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);

    vi.mocked(window.scrollTo).mockClear();
    await act(async () => navigate(-1));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
