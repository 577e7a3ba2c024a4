// @vitest-environment happy-dom
import { profileApiPaths, profileReplySchema, type TargetExam } from '@medsutra/contract/account/profile';
import { testScreenText as text } from '@medsutra/contract/mcq/tests-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { testProfile } from '@/test/profile';
import { renderWithApp, server } from '@/test/render';
import { TestStartForm } from './test-start-form';

function withExam(targetExam: TargetExam | null) {
  server.use(
    http.get(profileApiPaths.profile, () =>
      HttpResponse.json(
        profileReplySchema.parse({ success: true, profile: { ...testProfile(false), targetExam, examDate: null } }),
      ),
    ),
  );
}

const radio = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the test form starts on the student’s exam (decision 162)', () => {
  it('starts on INICET for an INICET student, and a pattern she picks wins', async () => {
    withExam('inicet');
    const onStart = vi.fn();
    renderWithApp(<TestStartForm pending={false} onStart={onStart} />);
    await waitFor(() => expect(radio(text.patterns.inicet).checked).toBe(true));
    fireEvent.click(radio(text.patterns.fmge));
    expect(radio(text.patterns.fmge).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: text.start }));
    expect(onStart).toHaveBeenCalledWith({ pattern: 'fmge' });
  });

  it('starts on NEET PG without an exam, and for MBBS (no pattern of its own)', async () => {
    for (const exam of [null, 'mbbs'] as const) {
      withExam(exam);
      const view = renderWithApp(<TestStartForm pending={false} onStart={() => {}} />);
      await waitFor(() => expect(view.queryClient.getQueryData(['profile'])).toBeTruthy());
      expect(radio(text.patterns['neet-pg']).checked).toBe(true);
      view.unmount();
    }
  });
});
