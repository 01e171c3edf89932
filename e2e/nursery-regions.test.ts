import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

// the demo company's head has Russia as country (seed-demo.ts)
const app = useApp({ SEED_DEMO: 'true' });
const NURSERY = { name: 'КСИ-Север', region: 'Краснодарский край', subregion: 'Северский район' };
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
let page: Page;

type ApiField = { field_id: number; field_name: string; region: string; subregion: string };

/** Polls until the assertion holds (the form and the server answer asynchronously). */
const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

/** GET of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** A nursery of the demo company as the server stores it, found by name among its crops. */
async function storedField(name: string): Promise<ApiField | undefined> {
  const crops = await api<{ data: { spec_id: number }[] }>('species_table/');
  const lists = await Promise.all(
    crops.data.map((crop) => api<ApiField[]>(`field_table/?spec_id=${crop.spec_id}`)),
  );
  return lists.flat().find((field) => field.field_name === name);
}

/** The options of the open autocomplete list, in order. */
const openOptions = () =>
  page.locator(`${OPEN_DROPDOWN} .ant-select-item-option-content`).allInnerTexts();

/** Clicks the option of the open autocomplete list that reads exactly `text`. */
const pick = (text: string) =>
  page
    .locator(`${OPEN_DROPDOWN} .ant-select-item-option`)
    .filter({ hasText: new RegExp(`^${text}$`) })
    .click();

/** The nursery form of the modal that is open. */
const nurseryForm = (): Locator => page.getByTestId('nursery-form');

beforeAll(async () => {
  page = await app.context.newPage();
  await signIn(page, DEMO.username, DEMO.password);
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('the nursery’s region and subregion', () => {
  it('picks a Russian region from the list, adds a new subregion, and the list shows both', async () => {
    await page.goto('/fields/phenotypes');
    await page.getByTestId('add-nursery').click();
    const form = nurseryForm();
    await form.locator('#field_name').fill(NURSERY.name);

    // the regions of the user's country, found by any part of the name (ё = е, any case)
    await form.locator('#region').fill('красно');
    await until(openOptions).toEqual(['Краснодарский край', 'Красноярский край']);
    await pick(NURSERY.region);
    expect(await form.locator('#region').inputValue()).toBe(NURSERY.region);

    // the region's subregions: none yet, so the typed name can be added
    await form.locator('#subregion').fill(NURSERY.subregion);
    await until(openOptions).toEqual([`Добавить «${NURSERY.subregion}»`]);
    const added = page.waitForResponse(
      (r) => r.url().includes('/subregions/') && r.request().method() === 'POST',
    );
    await pick(`Добавить «${NURSERY.subregion}»`);
    expect((await added).status()).toBe(201);
    expect(await form.locator('#subregion').inputValue()).toBe(NURSERY.subregion);

    await form.getByTestId('nursery-save').click();
    await form.waitFor({ state: 'hidden' });
    await until(() => page.getByTestId('nursery-select').innerText()).toBe(
      `${NURSERY.name} · ${NURSERY.region}, ${NURSERY.subregion}`,
    );

    expect(await storedField(NURSERY.name)).toMatchObject({
      region: NURSERY.region,
      subregion: NURSERY.subregion,
    });
  });

  it('edits the nursery: its stored names show, the new subregion is listed, another region clears it', async () => {
    await page.getByTestId('edit-nursery').click();
    const form = nurseryForm();
    expect(await form.locator('#region').inputValue()).toBe(NURSERY.region);
    expect(await form.locator('#subregion').inputValue()).toBe(NURSERY.subregion);

    // the added subregion is in the list now: typing its start offers it, not a second one
    await form.locator('#subregion').fill('северск');
    await until(openOptions).toEqual([NURSERY.subregion, 'Добавить «северск»']);
    await pick(NURSERY.subregion);
    expect(await form.locator('#subregion').inputValue()).toBe(NURSERY.subregion);

    await form.locator('#region').fill('ростов');
    await until(openOptions).toEqual(['Ростовская область']);
    await pick('Ростовская область');
    expect(await form.locator('#subregion').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Отмена' }).click();
    await form.waitFor({ state: 'hidden' });
  });

  it('keeps a region outside the list and its subregion as typed', async () => {
    await page.getByTestId('add-nursery').click();
    const form = nurseryForm();
    await form.locator('#field_name').fill('Питомник Алматы');
    await form.locator('#region').fill('Алматинская область');
    await until(openOptions).toEqual([]);
    await form.locator('#subregion').fill('Карасайский район');
    // not a listed region: nothing to pick or add
    await until(openOptions).toEqual([]);
    await form.getByTestId('nursery-save').click();
    await form.waitFor({ state: 'hidden' });
    await until(() => page.getByTestId('nursery-select').innerText()).toBe(
      'Питомник Алматы · Алматинская область, Карасайский район',
    );
    expect(await storedField('Питомник Алматы')).toMatchObject({
      region: 'Алматинская область',
      subregion: 'Карасайский район',
    });
  });
});
