import { describe, expect, it } from 'vitest';
import { requestLogLine, withoutToken } from './log-without-token.ts';

describe('request logs', () => {
  it('never hold the socket’s access token', () => {
    expect(withoutToken('/ws/notice_app/notifications/7/?token=eyJ.abc.def')).toBe(
      '/ws/notice_app/notifications/7/?token=***',
    );
    expect(withoutToken('/x/?a=1&token=secret&b=2')).toBe('/x/?a=1&token=***&b=2');
    expect(withoutToken('/api/v1/health/?tokens=1')).toBe('/api/v1/health/?tokens=1');
    expect(requestLogLine({ method: 'GET', url: '/ws/?token=t', ip: '127.0.0.1' })).toMatchObject({
      method: 'GET',
      url: '/ws/?token=***',
      remoteAddress: '127.0.0.1',
    });
  });
});
