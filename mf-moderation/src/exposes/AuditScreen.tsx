import { exposeScreen } from '@wishlist/mf-shared/exposed-screen';
import { AuditScreen } from '../features/audit/components/AuditScreen.tsx';

export default exposeScreen('moderationAudit', AuditScreen);
