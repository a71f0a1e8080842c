import { z } from 'zod';
import { fields, okAnswer } from './envelope.ts';

/* The answers of the templates module's routes (apps/server/src/modules/templates). */

/** A placeholder a template may use: its name, what it stands for, an example value. */
export const templatePlaceholder = fields({ name: z.string(), label: z.string(), example: z.string() });
/** A template rendered with example (or sent) values: the subject, the text, the placeholders it uses. */
export const renderedTemplate = fields({ subject: z.string(), text: z.string(), placeholders: z.array(z.string()), overridden: z.boolean() });

export const placeholdersAnswer = okAnswer({ items: z.array(templatePlaceholder).readonly() });
export const templatePreviewAnswer = okAnswer({ item: renderedTemplate });

export type TemplatePlaceholder = z.output<typeof templatePlaceholder>;
export type RenderedTemplate = z.output<typeof renderedTemplate>;
export type PlaceholdersAnswer = z.output<typeof placeholdersAnswer>;
export type TemplatePreviewAnswer = z.output<typeof templatePreviewAnswer>;
