// The contact form's toasts (spec §2), shown by the app and, for a form posted before it started, by the edge's page.
import type { ToastOptions } from '@wishlist/ui';
import { formatMessage } from '../../i18n.ts';
import { isContactCategory, responseTimes } from './contact-options.ts';

export function messageSent(category: string): ToastOptions {
  const target = isContactCategory(category) && responseTimes.find((time) => time.category === category);
  return {
    title: formatMessage('contact.toast.sent.title'),
    description: target
      ? formatMessage('contact.toast.sent.within', { hours: target.hours })
      : formatMessage('contact.toast.sent.thanks'),
  };
}

export const messageFailed = (): ToastOptions => ({
  title: formatMessage('contact.toast.failed.title'),
  description: formatMessage('contact.toast.failed.description'),
  variant: 'destructive',
});
