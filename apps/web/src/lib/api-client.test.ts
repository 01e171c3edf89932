import { API_PATHS } from '@plotline/contract/api-paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A cookie jar standing in for document.cookie (the tests run in Node). */
function installBrowserStubs() {
  const jar = new Map<string, string>();
  vi.stubGlobal('window', { location: { origin: 'http://plotline.test', protocol: 'http:' } });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a.trim() === 'max-age=0')) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  });
  return jar;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadClient() {
  vi.resetModules();
  return import('./api-client.ts');
}

describe('api client', () => {
  let jar: Map<string, string>;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    jar = installBrowserStubs();
    jar.set('token', 'old-access');
    jar.set('refreshToken', 'old-refresh');
    jar.set('language', 'it');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the stored language', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const { apiClient } = await loadClient();
    await apiClient.get(API_PATHS.profile);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://plotline.test/api/v1/users/profile/');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer old-access');
    expect(headers.get('Accept-Language')).toBe('it');
  });

  it('refreshes once for concurrent failures and retries each request', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/refresh/'))
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer new-access'
        ? json(200, { url })
        : json(401, { detail: 'Token is invalid' });
    });
    const { apiClient } = await loadClient();
    const results = await Promise.all([
      apiClient.get('a/'),
      apiClient.get('b/'),
      apiClient.get('c/'),
    ]);
    expect(results).toHaveLength(3);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/refresh/'));
    expect(refreshCalls).toHaveLength(1);
    expect(jar.get('token')).toBe('new-access');
    expect(jar.get('refreshToken')).toBe('new-refresh');
  });

  it('ends the session once when the refresh fails', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/refresh/')
        ? json(401, { detail: 'Token is invalid' })
        : json(401, { detail: 'Token is invalid' }),
    );
    const { apiClient, configureApiClient } = await loadClient();
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    const outcomes = await Promise.allSettled([apiClient.get('a/'), apiClient.get('b/')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(jar.has('token')).toBe(false);
    expect(jar.has('refreshToken')).toBe(false);
  });

  it('passes a failed login through without refreshing', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { detail: 'No active account found with the given credentials' }),
    );
    const { apiClient } = await loadClient();
    await expect(apiClient.post(API_PATHS.login, {}, { auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects absolute URLs outside the allow-list before any request', async () => {
    const { apiClient } = await loadClient();
    await expect(apiClient.get('https://evil.example/steal')).rejects.toThrow(
      'Network access denied',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('parses JSON error bodies even without a JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"username":["validation.userExists"]}', { status: 400 }),
    );
    const { apiClient } = await loadClient();
    await expect(apiClient.post(API_PATHS.registration, {})).rejects.toMatchObject({
      fieldErrors: { username: ['validation.userExists'] },
    });
  });
  it('downloads attachments as a blob with the file name, and sends forms as they are', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('xlsx-bytes', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="2025_pole.xlsx"' },
      }),
    );
    const { apiClient } = await loadClient();
    const form = new FormData();
    form.append('spec_id', '1');
    const file = await apiClient.download('plotline_db/sowing_list/', { field_id: 1 });
    expect(file.fileName).toBe('2025_pole.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');

    fetchMock.mockResolvedValueOnce(json(201, { job_id: 1 }));
    await apiClient.post('plotline_db/upload_custom_file/plot_result/', form);
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});
