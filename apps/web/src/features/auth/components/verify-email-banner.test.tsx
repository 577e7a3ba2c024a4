// @vitest-environment happy-dom
import { emailVerificationMessages as text } from '@medsutra/contract/email-verification/rules';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp as render } from '@/test/render';
import VerifyEmailBanner from './verify-email-banner';

beforeEach(() => window.localStorage.clear());

describe('the verify-email banner', () => {
  it('says everything the first time on a device, then is one line', () => {
    const first = render(<VerifyEmailBanner email="Asha@Example.com" />);
    expect(screen.getByTestId('verify-email-banner').dataset.compact).toBeUndefined();
    expect(screen.getByText(text.bannerBody('Asha@Example.com'))).toBeTruthy();
    first.unmount();

    render(<VerifyEmailBanner email="asha@example.com" />);
    const banner = screen.getByTestId('verify-email-banner');
    expect(banner.dataset.compact).toBe('true');
    // Still says what to do to a screen reader, and still offers Send again.
    expect(banner.textContent).toContain(text.bannerBody('asha@example.com'));
    expect(screen.getByRole('button', { name: text.sendAgain })).toBeTruthy();
  });

  it('is full again for another account on the same phone', () => {
    render(<VerifyEmailBanner email="asha@example.com" />).unmount();
    render(<VerifyEmailBanner email="ravi@example.com" />);
    expect(screen.getByTestId('verify-email-banner').dataset.compact).toBeUndefined();
  });
});
