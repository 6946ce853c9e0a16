import { useMutation } from '@tanstack/react-query';
import { sendContactMessageMutation } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** POST /api/contact: a message to the Wishlist team. */
export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation());
}
