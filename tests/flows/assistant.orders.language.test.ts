import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMenu, next, upload } from './orderChat';
import { speak } from '../support/language';

/** The order conversations in Sinhala and Tamil (issue 32): every bubble, button and composer of the order's own. */

/** The patient's name as the summary gives it (domain/patient.ts displayName: title and names). */
const NAME = 'Mr. Nimal Perera';

let back: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  back();
  vi.useRealTimers();
});

describe('Home Lab Test in Sinhala', () => {
  it('asks, offers, sums up and creates the order in Sinhala', async () => {
    back = speak('si');
    const chat = await atMenu();
    await chat.tap('නිවසේදී රසායනාගාර පරීක්ෂණ');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe(
      'assistant: ඔබට අවශ්‍ය පරීක්ෂණ මොනවාද? පරීක්ෂණයක් ඔබන්න, නැතහොත් එය සොයා ගැනීමට එහි නම හෝ කේතය ටයිප් කරන්න.',
    );
    expect(chat.composer()).toEqual(
      expect.objectContaining({ kind: 'text', label: 'නමින් හෝ කේතයෙන් සොයන්න', submitLabel: 'යවන්න' }),
    );
    expect(chat.buttons().at(-1)).toBe('මෙනුවට ආපසු');
    await chat.type('xyz');
    expect(chat.newLines().at(-1)).toBe("assistant: 'xyz' ට ගැළපෙන කිසිවක් නැත. වෙනත් නමක් හෝ කේතයක් උත්සාහ කරන්න.");
    await chat.tap('Gamma GT (10000005)');
    expect(chat.newLines().at(-1)).toBe('assistant: තෝරාගත්: Gamma GT. සියල්ල තෝරාගත් පසු අවසන් ඔබන්න.');
    expect(chat.buttons().slice(-3)).toEqual(['✓ Gamma GT (10000005)', 'අවසන්', 'මෙනුවට ආපසු']);
    await chat.tap('අවසන්');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe(
      'assistant: ඔබ සතුව බෙහෙත් වට්ටෝරුවක් තිබේද? එහි ඡායාරූපයක් උඩුගත කරන්න, නැතහොත් මඟ හරින්න ඔබන්න.',
    );
    expect(chat.composer()).toEqual({
      kind: 'photo',
      label: 'බෙහෙත් වට්ටෝරුවේ ඡායාරූපය',
      submitLabel: 'ඡායාරූපය උඩුගත කරන්න',
    });
    await chat.tap('මඟ හරින්න');
    await next(chat);
    expect(chat.buttons()).toEqual(['නිවසේදී සාම්පල ලබා ගැනීම', 'රෝහලේදී', 'මෙනුවට ආපසු']);
    await chat.tap('නිවසේදී සාම්පල ලබා ගැනීම');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: අපි ඔබේ මෙම ලිපිනයට පැමිණෙමුද: No. 5, Lake Road, Colombo?');
    expect(chat.buttons()).toEqual(['මෙම ලිපිනය භාවිත කරන්න', 'නව ලිපිනයක්', 'මෙනුවට ආපසු']);
    await chat.tap('මෙම ලිපිනය භාවිත කරන්න');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: ඔබට ගැළපෙන දිනය කුමක්ද?');
    await chat.tap(chat.buttons()[1]!);
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: කුමන වේලාවටද?');
    await chat.tap(chat.buttons()[2]!);
    await next(chat);
    const summary = chat.newLines().at(-1) ?? '';
    expect(summary.split('\n').slice(0, 5)).toEqual([
      'assistant: කරුණාකර ඔබේ ඇණවුම පරීක්ෂා කරන්න:',
      `කා සඳහාද: ${NAME}`,
      'පරීක්ෂණ: Gamma GT',
      'බෙහෙත් වට්ටෝරු ඡායාරූප: 0',
      'සාම්පල ලබා ගැනීම: නිවසේදී සාම්පල ලබා ගැනීම, No. 5, Lake Road, Colombo',
    ]);
    expect(summary).toMatch(/\nකවදාද: .+ට$/);
    expect(chat.buttons()).toEqual(['ඇණවුම තහවුරු කරන්න', 'අවලංගු කරන්න']);
    await chat.tap('ඇණවුම තහවුරු කරන්න');
    await chat.wait(1000);
    expect(chat.newLines()).toEqual([
      'patient: ඇණවුම තහවුරු කරන්න',
      'assistant: කරුණාකර රැඳී සිටින්න, අපි ඔබේ ඇණවුම රෝහලට යවමින් සිටිමු.',
      'assistant: [success] ඔබේ ඇණවුම සාර්ථකව සාදන ලදී',
    ]);
    expect(chat.buttons()).toEqual(['ඇණවුම බලන්න', 'මෙනුවට ආපසු']);
    expect(chat.calls.booking.orders[0]).toEqual(
      expect.objectContaining({ category: 'Examination', testCodes: ['10000005'], initiatedFor: 'homecare' }),
    );
  });
});

describe('Online Pharmacy in Tamil', () => {
  it('loops over photos, delivers home and says the failure event in Tamil', async () => {
    back = speak('ta');
    const chat = await atMenu({ booking: { orders: { createFailures: 1 } } });
    await chat.tap('ஆன்லைன் மருந்தகம்');
    await next(chat);
    expect(chat.newLines()).toEqual([
      'patient: ஆன்லைன் மருந்தகம்',
      'assistant: உங்கள் மருந்துச் சீட்டின் புகைப்படத்தைப் பதிவேற்றவும்.',
    ]);
    upload(chat, 'doc-1');
    await next(chat);
    expect(chat.newLines()).toEqual(['patient: [image] மருந்துச் சீட்டின் புகைப்படம்', 'assistant: மேலும் புகைப்படங்கள் உள்ளதா?']);
    expect(chat.buttons()).toEqual(['ஆம், இன்னொன்றைச் சேர்', 'இல்லை, அவ்வளவுதான்', 'மெனுவுக்குத் திரும்பு']);
    await chat.tap('இல்லை, அவ்வளவுதான்');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: உங்கள் மருந்துகளை எப்படிப் பெற விரும்புகிறீர்கள்?');
    expect(chat.buttons()).toEqual(['வீட்டுக்கு விநியோகம்', 'மருத்துவமனையில் பெற்றுக்கொள்', 'மெனுவுக்குத் திரும்பு']);
    await chat.tap('வீட்டுக்கு விநியோகம்');
    await next(chat);
    await chat.tap('புதிய முகவரி');
    await next(chat);
    expect(chat.newLines().at(-1)).toBe('assistant: முகவரியைத் தட்டச்சு செய்யவும்: வீடு, தெரு, நகரம், காற்புள்ளிகளால் பிரித்து.');
    expect(chat.composer()).toEqual({
      kind: 'text',
      label: 'முகவரி',
      placeholder: 'இல. 12, பிரதான வீதி, கொழும்பு',
      submitLabel: 'அனுப்பு',
    });
    await chat.type(' ');
    expect(chat.newLines()).toEqual(['assistant: முகவரியின் குறைந்தது ஒரு பகுதியையாவது தட்டச்சு செய்யவும்.']);
    await chat.type('12 Sea Street, Galle');
    await next(chat);
    expect(chat.newLines().at(-1)?.split('\n')).toEqual([
      'assistant: உங்கள் ஆர்டரைச் சரிபார்க்கவும்:',
      `யாருக்கு: ${NAME}`,
      'மருந்துச் சீட்டுப் புகைப்படங்கள்: 1',
      'விநியோகம்: வீட்டுக்கு விநியோகம், 12 Sea Street, Galle',
    ]);
    await chat.tap('ஆர்டரை உறுதிப்படுத்து');
    await chat.wait(1000);
    expect(chat.newLines()).toContain('assistant: [failure] ஆர்டரை உருவாக்க முடியவில்லை (The order is incomplete.)');
    expect(chat.buttons()).toEqual(['மீண்டும் முயற்சிக்கவும்', 'மெனுவுக்குத் திரும்பு']);
  });

  it('names the order first when started from /chat-home/{category}, and cancels in Tamil', async () => {
    back = speak('ta');
    const chat = await atMenu();
    chat.actor.send({ type: 'session.orderFor', category: 'Procedure' });
    await next(chat);
    expect(chat.newLines()[0]).toBe('assistant: வீட்டு வருகை: உங்கள் வீட்டுக்கு வருமாறு மருத்துவமனையிடம் கேளுங்கள்.');
    chat.actor.send({ type: 'session.orderFor', category: 'Medication' });
    await next(chat);
    expect(chat.newLines()[0]).toBe('assistant: ஆன்லைன் மருந்தகம்: உங்கள் மருந்துகளை மருத்துவமனையிடம் ஆர்டர் செய்யுங்கள்.');
    upload(chat, 'doc-1');
    await next(chat);
    await chat.tap('இல்லை, அவ்வளவுதான்');
    await next(chat);
    await chat.tap('மருத்துவமனையில் பெற்றுக்கொள்');
    await next(chat);
    expect(chat.newLines().at(-1)).toContain('\nவிநியோகம்: மருத்துவமனையில் பெற்றுக்கொள்');
    await chat.tap('ரத்துசெய்');
    await chat.wait(1000);
    expect(chat.newLines()).toContain('assistant: உங்கள் ஆர்டர் ரத்துசெய்யப்பட்டது. மருத்துவமனைக்கு எதுவும் அனுப்பப்படவில்லை.');
  });
});
