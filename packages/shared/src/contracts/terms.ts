import { z } from 'zod';
import { domainObject, fields, okAnswer } from './envelope.ts';
import type { TermsBlock } from '../api.ts';

/* The answers of the terms module's routes (apps/server/src/modules/terms). */

export const termsAnswer = okAnswer({ item: fields({ blocks: z.array(domainObject<TermsBlock>()).readonly() }) });

export type TermsAnswer = z.output<typeof termsAnswer>;
