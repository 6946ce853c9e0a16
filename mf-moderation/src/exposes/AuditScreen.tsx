import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { AuditScreen } from '../features/audit/components/AuditScreen.tsx';

export default exposeScreen('moderationAudit', AuditScreen);
