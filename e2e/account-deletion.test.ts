import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'false' });
const USER = { username: 'leaving.breeder', password: 'Strong-pass1' } as const;
let page: Page;

/** Calls the API of the server under test with a JSON body. */
function post(path: string, body: unknown, access?: string) {
  return fetch(`${app.server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  const registration = await post('users/registration/', {
    username: USER.username,
    password1: USER.password,
    password2: USER.password,
    first_name: 'Мария',
    last_name: 'Иванова',
    email: 'maria@example.org',
  });
  expect(registration.status).toBe(201);
  // a crop keeps the first-culture dialog from covering the profile page
  const login = await post('login/', USER);
  const { access } = (await login.json()) as { access: string };
  expect(
    (await post('plotline_db/species_table/', { russian_name: 'Пшеница' }, access)).status,
  ).toBe(201);
  page = await app.context.newPage();
});

const modal = () => page.getByTestId('delete-account-modal');

describe('deleting one’s own account', () => {
  it('refuses a wrong password with an error on the password field', async () => {
    await signIn(page, USER.username, USER.password);
    await page.goto('/account');
    await page.getByTestId('delete-account').click();
    await modal().getByLabel('Текущий пароль').fill('Wrong-pass1');
    await modal().getByTestId('delete-account-confirm').click();
    await modal().locator('.ant-form-item-explain-error').getByText('Неверный пароль.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
  });

  it('deletes the account with the right password and ends the session', async () => {
    await modal().getByLabel('Текущий пароль').fill(USER.password);
    await modal().getByTestId('delete-account-confirm').click();
    await page.waitForURL('**/auth');
    await page.getByText('Аккаунт удалён').waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
  });

  it('cannot sign in again with the old login', async () => {
    const form = page.getByTestId('login-form');
    await form.locator('#username').fill(USER.username);
    await form.locator('#password').fill(USER.password);
    await form.locator('button[type=submit]').click();
    await form.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await post('login/', USER)).status).toBe(400);
  });
});
