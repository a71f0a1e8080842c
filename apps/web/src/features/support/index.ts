import type { Feature } from '../../app/feature.ts';
import { ticketExtension } from './ticket-extension.tsx';

export const supportFeature: Feature = {
  name: 'support',
  // tickets open on their response thread; the lists mark what the viewer has not read
  extensions: { 'support-ticket': ticketExtension('support-ticket'), 'support-client': ticketExtension('support-client') },
};
