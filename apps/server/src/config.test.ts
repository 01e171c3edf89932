import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { s3SettingsOf } from './platform/files/s3-file-store.ts';

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

describe('S3 settings (decision 033)', () => {
  it('keep files on the local disk unless S3_BUCKET is set', () => {
    expect(s3SettingsOf(loadConfig({}))).toBeUndefined();
    expect(
      s3SettingsOf(
        loadConfig({
          S3_BUCKET: 'plotline',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
          S3_FORCE_PATH_STYLE: 'true',
        }),
      ),
    ).toEqual({
      bucket: 'plotline',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: is required/],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT: must be a URL/],
  ])('stops the start on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
