import { defineModule } from '../app-module.ts';
import { supportClientHooks, supportTicketHooks } from './support-resource-hooks.ts';

/** Support tickets (to staff) and client tickets (to the seller). */
export default defineModule({ name: 'support', hooks: { 'support-ticket': supportTicketHooks, 'support-client': supportClientHooks } });
