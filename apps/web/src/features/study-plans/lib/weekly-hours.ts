/**
 * A plan's hours on each weekday (Sunday first, 0 a day off) in a few words, Monday first as a
 * student reads a week: "6 h a day", "6 h a day, Sun off", "Mon–Fri 3 h, Sat 8 h, Sun off".
 */
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export function weeklyHoursLabel(weekdayHours: readonly number[]): string {
  const study = weekdayHours.filter((hours) => hours > 0);
  const off = MONDAY_FIRST.filter((day) => (weekdayHours[day] ?? 0) === 0);
  const offText = off.length ? `, ${runsOf(off).join(', ')} off` : '';
  if (study.length > 0 && study.every((hours) => hours === study[0])) return `${study[0]} h a day${offText}`;
  const groups: { days: number[]; hours: number }[] = [];
  for (const day of MONDAY_FIRST) {
    const hours = weekdayHours[day] ?? 0;
    if (hours === 0) continue;
    const last = groups.at(-1);
    const previous = MONDAY_FIRST[MONDAY_FIRST.indexOf(day) - 1];
    if (last && last.hours === hours && previous !== undefined && last.days.at(-1) === previous) last.days.push(day);
    else groups.push({ days: [day], hours });
  }
  return `${groups.map((group) => `${runsOf(group.days).join(', ')} ${group.hours} h`).join(', ')}${offText}`;
}

/** Days (Monday-first order) as runs: [1,2,3,5] → ["Mon–Wed", "Fri"]. */
function runsOf(days: readonly number[]): string[] {
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const at = MONDAY_FIRST.indexOf(day);
    if (run && MONDAY_FIRST.indexOf(run.at(-1)!) === at - 1) run.push(day);
    else runs.push([day]);
  }
  return runs.map((run) =>
    run.length > 2 ? `${SHORT[run[0]!]}–${SHORT[run.at(-1)!]}` : run.map((day) => SHORT[day]).join(', '),
  );
}
