import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { moderationCatalogue } from '../i18n.ts';
import { AuditScreen } from '../features/audit/components/AuditScreen.tsx';

export default exposeScreen('moderationAudit', AuditScreen, moderationCatalogue);
