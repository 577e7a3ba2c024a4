// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalanceChart } from './balance-chart';

afterEach(() => vi.restoreAllMocks());

const week = (day: string, xp: number, coins: number) => ({ weekStart: day, xp, coins });

describe('the balance chart', () => {
  it('labels a single week once, without React warning about repeated keys', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<BalanceChart weeks={[week('2026-11-23', 120, 40)]} />);
    expect([...container.querySelectorAll('text')].filter((t) => t.textContent === '23 Nov')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('labels the first, middle and last of several weeks', () => {
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'].map((d, i) =>
      week(d, i * 10, i),
    );
    const { container } = render(<BalanceChart weeks={weeks} />);
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['2 Nov', '16 Nov', '30 Nov']));
    expect(labels).not.toContain('9 Nov');
  });
});
