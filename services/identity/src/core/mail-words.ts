import { wordings, type Language, type Wording } from '@wishlist/service-kit';
import ar from '../i18n/ar.json' with { type: 'json' };
import en from '../i18n/en.json' with { type: 'json' };

export type MailMessageId = keyof typeof en;
export type MailWording = Wording<MailMessageId>;

/** Identity's mails in each language (src/i18n/<language>.json): the receiver's language decides. */
export const mailWording: (language: Language | null | undefined) => MailWording = wordings<MailMessageId>({ en, ar });

/** The mail as HTML in its language and direction: the text's paragraphs, its addresses as links. */
export function mailHtml(words: MailWording, subject: string, text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linked(escapeHtml(paragraph)).replaceAll('\n', '<br>')}</p>`);
  return (
    `<!doctype html><html lang="${words.language}" dir="${words.dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head><body>${paragraphs.join('')}</body></html>`
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Escaped text whose http(s) addresses become links (a trailing parenthesis closes the sentence, not the link). */
const linked = (html: string) => html.replace(/https?:\/\/[^\s<)]+/g, (url) => `<a href="${url}">${url}</a>`);
