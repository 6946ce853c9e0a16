// The contact form's toasts (spec §2), shown by the app and, for a form posted before it started, by the edge's page.
import type { ToastOptions } from '@wishlist/ui';
import { isContactCategory, responseTimes } from './contact-options.ts';

export function messageSent(category: string): ToastOptions {
  const target = isContactCategory(category) && responseTimes.find((time) => time.category === category);
  return {
    title: 'Message sent!',
    description: target
      ? `We'll get back to you within ${String(target.hours)} hours.`
      : 'Thank you for writing to us.',
  };
}

export const messageFailed: ToastOptions = {
  title: 'Failed to send message',
  description: 'Please try again later or contact us directly.',
  variant: 'destructive',
};
