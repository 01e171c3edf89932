/** A day (YYYY-MM-DD) as the interface language writes it ("12 May 2026"): soil sampling dates, the plot card. */
export function formatDay(date: string, language: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
