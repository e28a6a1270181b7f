import type { Client } from '@urql/core';
import type { Language } from '../../../i18n/languages';
import { graphql } from '../graphql/graphql';
import { dataOf, mutate } from '../graphql/operations';

/**
 * The signed-in account's language: what its SMS are worded in (issue 32).
 * @public Exported, as every document, for tests/server/appDocuments.test.ts (which imports it by file).
 */
export const AccountLanguageQuery = graphql(`
  query AccountLanguage {
    accountLanguage
  }
`);

/** @public As above. */
export const SetAccountLanguageMutation = graphql(`
  mutation SetAccountLanguage($language: Language!) {
    setAccountLanguage(language: $language)
  }
`);

/**
 * Saves the language chosen on the device on the signed-in account, so its SMS follow it (over the stored login: a
 * session error signs out as any call does). Returns the language saved.
 */
export async function saveAccountLanguage(client: Client, language: Language): Promise<Language> {
  return (await mutate(client, SetAccountLanguageMutation, { language })).setAccountLanguage;
}

/** The signed-in account's language, from the server (never a cached answer: another device may have changed it). */
export async function accountLanguageOf(client: Client): Promise<Language> {
  return dataOf(await client.query(AccountLanguageQuery, {}, { requestPolicy: 'network-only' }).toPromise())
    .accountLanguage;
}
