import { ApiError, type Handlers, type ServiceAnswer } from '@wishlist/service-kit';
import { accountRepository } from './account-repository.ts';
import type { BillingClient } from './billing-client.ts';
import type { ConfirmCurrentPassword } from './current-password.ts';
import type { MatchingClient } from './matching-client.ts';

type Sections = Record<string, Record<string, unknown>[]>;

interface AccountExportDeps {
  matching: MatchingClient;
  billing: BillingClient;
  confirmCurrentPassword: ConfirmCurrentPassword;
}

/** "Download my data": identity's own rows and each service's, as one JSON file, for the account's password. */
export function accountExportHandlers({ matching, billing, confirmCurrentPassword }: AccountExportDeps) {
  return {
    async exportAccountData(request, reply) {
      const account = await confirmCurrentPassword(request, reply, request.body.password);
      const [identity, fromMatching, fromBilling] = await Promise.all([
        accountRepository(request.em).exportOf(account),
        matching.exportUserData(account.id),
        billing.exportUserData(account.id),
      ]);
      const sections = (answer: ServiceAnswer<Sections>, service: string) => {
        if (answer.ok) return answer.data;
        request.log.error({ status: answer.status, err: answer.error }, `${service} could not export a person's data`);
        throw new ApiError(503, 'Your data cannot be gathered right now. Please try again in a moment.', 'EXPORT_UNAVAILABLE');
      };
      const body = {
        exportedAt: new Date().toISOString(),
        account: { id: account.id, username: account.username, email: account.email, createdAt: account.createdAt.toISOString() },
        identity,
        matching: sections(fromMatching, 'matching'),
        billing: sections(fromBilling, 'billing'),
      };
      reply.header('content-disposition', `attachment; filename="wishlist-data-${account.username}.json"`);
      return body;
    },
  } satisfies Handlers;
}
