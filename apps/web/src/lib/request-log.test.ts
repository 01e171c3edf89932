import { beforeEach, describe, expect, it } from 'vitest';
import { appendRequestLog, clearRequestLog, listRequestLog } from './request-log.ts';

const entry = (n: number) => ({
  method: 'GET',
  url: `/api/v1/call/${n}/`,
  status: 200,
  durationMs: 1,
  startedAt: new Date(0).toISOString(),
});

describe('request log', () => {
  beforeEach(() => clearRequestLog());

  it('keeps up to 100 entries', () => {
    for (let n = 1; n <= 100; n++) appendRequestLog(entry(n));
    expect(listRequestLog()).toHaveLength(100);
  });

  it('keeps the newest 50 once it passes 100', () => {
    for (let n = 1; n <= 101; n++) appendRequestLog(entry(n));
    const log = listRequestLog();
    expect(log).toHaveLength(50);
    expect(log[0]?.url).toBe('/api/v1/call/52/');
    expect(log.at(-1)?.url).toBe('/api/v1/call/101/');
  });
});
