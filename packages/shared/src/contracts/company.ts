import { z } from 'zod';
import { fields, okAnswer } from './envelope.ts';

/* The answers of the company module's routes (apps/server/src/modules/company). */

/** The company as its own configuration screen shows it. */
export const companyConfig = fields({ id: z.number(), name: z.string(), logo: z.string().nullable() });

export const companyAnswer = okAnswer({ item: companyConfig });
export const companyRenameAnswer = okAnswer({ item: companyConfig });
export const companyLogoAnswer = okAnswer({ image: z.string().nullable() });

export type CompanyConfig = z.output<typeof companyConfig>;
export type CompanyAnswer = z.output<typeof companyAnswer>;
export type CompanyRenameAnswer = z.output<typeof companyRenameAnswer>;
export type CompanyLogoAnswer = z.output<typeof companyLogoAnswer>;
