import { describe, expect, it } from 'vitest';
import { weeklyHoursLabel } from './weekly-hours';

describe('a plan’s weekly hours in a few words', () => {
  it('says one figure when every study day has the same hours', () => {
    expect(weeklyHoursLabel([6, 6, 6, 6, 6, 6, 6])).toBe('6 h a day');
    expect(weeklyHoursLabel([0, 6, 6, 6, 6, 6, 6])).toBe('6 h a day, Sun off');
    expect(weeklyHoursLabel([0, 6, 6, 6, 6, 6, 0])).toBe('6 h a day, Sat, Sun off');
  });

  it('groups neighbouring days with the same hours, Monday first', () => {
    expect(weeklyHoursLabel([0, 3, 3, 3, 3, 3, 8])).toBe('Mon–Fri 3 h, Sat 8 h, Sun off');
    expect(weeklyHoursLabel([8, 3, 4, 3, 4, 3, 8])).toBe('Mon 3 h, Tue 4 h, Wed 3 h, Thu 4 h, Fri 3 h, Sat, Sun 8 h');
    expect(weeklyHoursLabel([2, 0, 5, 5, 5, 0, 2])).toBe('Tue–Thu 5 h, Sat, Sun 2 h, Mon, Fri off');
  });
});
