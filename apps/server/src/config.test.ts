import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes true, or proxy addresses and ranges separated by commas', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(
      loadConfig({
        TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,fd00::/8, 192.168.0.0/255.255.0.0, Loopback',
      }).TRUST_PROXY,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '192.168.0.0/255.255.0.0', 'loopback']);
  });

  it.each(['2', 'proxy.local', '10.0.0.0/33', '127.0.0.1,', 'yes'])(
    'stops the start on %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, true/);
    },
  );
});
