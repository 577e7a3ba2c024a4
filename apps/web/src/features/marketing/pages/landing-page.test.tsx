// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import LandingPage from './landing-page';

describe('the landing page a visitor sees at /', () => {
  it('says what MedSutra is for an exam student and offers Sign up and Sign in', () => {
    renderWithApp(<LandingPage />);
    const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(heading).toMatch(/MCQs/);
    expect(heading).toMatch(/tests/);
    expect(document.body.textContent).toMatch(/NEET PG, INICET, FMGE/);
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('greets a first-time visitor neither with "Welcome back" nor with a device check', () => {
    renderWithApp(<LandingPage />);
    expect(document.body.textContent).not.toMatch(/Welcome back|Device Verified|Verifying/i);
  });
});
