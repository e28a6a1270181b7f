import { describe, expect, it, vi } from 'vitest';

describe("the page's catalogue", () => {
  it('loads the rest of the language being chosen, even when asked before its first part has arrived', async () => {
    vi.resetModules();
    const { activateLanguage, loadRestOfCatalogue } = await import('../../../src/lib/language/catalogue');
    const { i18n, t } = await import('../../../i18n/translate');
    const { formatShortDate } = await import('../../../domain/days');
    // As the entry does: the first screen's code (the whole assistant, for a signed-in patient) asks at once.
    const choosing = activateLanguage('si');
    const rest = loadRestOfCatalogue();
    await Promise.all([choosing, rest]);
    expect(i18n.locale).toBe('si');
    expect(t('booking.search.found')).toMatch(/[\u0D80-\u0DFF]/);
    expect(formatShortDate(new Date(2026, 2, 5, 12))).toBe('බ්‍රහ, 5 මැදි');
  });
});
