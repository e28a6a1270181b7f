import { describe, inject, it } from 'vitest';
import { addSister, classifyRelative, editHolder } from './accountSteps';
import { manageCards } from './cardSteps';
import { paymentHistoryAndLoyalty } from './paymentSteps';
import { useBrowser } from './useBrowser';

// Issue 6 in the chat tenant (carechat-demo, editProfile on): the account pages behind 'Show my profile'.
describe('account (chat tenant)', () => {
  const baseUrl = inject('chatUrl');
  const browser = useBrowser();
  const hospitalId = 'org-colombo';

  it('adds a relative: the form from /profiles, then the count of people and the Sister group show her', async () => {
    await addSister(browser(), baseUrl, hospitalId, true);
  });

  it('edits the holder: a new given name and an address through the address dialog, shown on the card and stored', async () => {
    await editHolder(browser(), baseUrl, hospitalId);
  });

  it('classifies an unclassified relative through the relationship modal', async () => {
    await classifyRelative(browser(), baseUrl, hospitalId, true);
  });

  it('adds cards through the sandbox, makes one the default and deletes them; no full card number reaches the API', async () => {
    await manageCards(browser(), baseUrl, hospitalId, { declinedFirst: false, secondCard: true });
  });

  it('opens a paid booking in the payment history and shows the loyalty points it earned', async () => {
    await paymentHistoryAndLoyalty(browser(), baseUrl, hospitalId);
  });
});
