import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/**
 * The page id of a party, found by tax id — or by its exact name, for a body published without
 * one — through the real party search (as `account` sees it).
 */
export async function partyIdOf(
  account: { email: string; password: string },
  taxId: string,
): Promise<number> {
  const signIn = await fetch(`${baseUrl()}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const session = Object.fromEntries(
    ['access-token', 'client', 'uid'].map((name) => [name, signIn.headers.get(name) ?? '']),
  );
  const response = await fetch(`${baseUrl()}/v1/procurement_party/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...session },
    body: JSON.stringify({ searchTerms: taxId }),
  });
  const body = (await response.json()) as {
    results: { id: number; name: string; party_id: string | null }[];
  };
  const party = body.results.find((r) => r.party_id === taxId || r.name === taxId);
  if (!party) throw new Error(`no party ${taxId}`);
  return party.id;
}

/** Runs `action` and waits for the list call of the view it changes to be answered and shown. */
export async function listed(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) =>
    /\/v1\/procurement_party\/\d+\/(tender_results|contracted_projects)$/.test(r.url()),
  );
  await action();
  expect((await answered).status()).toBe(200);
  await page.locator('[data-testid="party-view"]:not([data-fetching])').waitFor();
}

/** An award row's tender title: its own line when it says more than the summary, else the summary link. */
export async function awardTitle(row: Locator): Promise<string> {
  const title = row.locator('[data-field="title"]');
  return (
    ((await title.count())
      ? await title.textContent()
      : await row.locator('[data-field="summary"]').textContent()) ?? ''
  );
}
