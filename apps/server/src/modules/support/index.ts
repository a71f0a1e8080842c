import { defineModule } from '../app-module.ts';
import { supportClientHooks, supportTicketHooks } from './support-resource-hooks.ts';
import { supportRoutes } from './support-routes.ts';
import { supportService } from './support-service.ts';

export { closeTicket, readThread, respondTo } from './support-service.ts';

/**
 * Support tickets (to staff) and client tickets (to the client's seller), DOMAIN.md "Support ticket": numbered
 * from their consecutives when filed (the desk told), and a thread of responses under each with unread markers
 * per side, close and reopen (support-service.ts). The generic engine serves their lists and detail.
 */
export default defineModule({
  name: 'support',
  hooks: { 'support-ticket': supportTicketHooks, 'support-client': supportClientHooks },
  register(app, { db }) {
    supportRoutes(app, supportService(db));
  },
});
