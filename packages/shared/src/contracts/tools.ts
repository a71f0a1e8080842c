import { z } from 'zod';
import { fields, okAnswer, rowFields } from './envelope.ts';

/* The answers of the tools module's routes (apps/server/src/modules/tools). */

/** A company's app link (a resource row). */
export const appLink = rowFields({
  id: z.number(), name: z.string(), link: z.string(), platform: z.string().nullable(), icon: z.string().nullable(), description: z.string().nullable(),
});
/** A WhatsApp support line with its ready wa.me address (a resource row). */
export const supportLine = rowFields({
  id: z.number(), name: z.string(), country_code: z.string().nullable(), phone: z.string(), message: z.string().nullable(),
  schedule: z.string().nullable(), url: z.string(),
});
/** A currency of the converter and its rate to pesos. */
export const converterCurrency = fields({ code: z.string(), name: z.string(), symbol: z.string().nullable(), rate: z.number() });

/** The company's public links, support lines and converter currencies. */
export const toolsAnswer = okAnswer({ apps: z.array(appLink), support_lines: z.array(supportLine), currencies: z.array(converterCurrency) });

export type ToolsAnswer = z.output<typeof toolsAnswer>;
export type ConverterCurrency = z.output<typeof converterCurrency>;
