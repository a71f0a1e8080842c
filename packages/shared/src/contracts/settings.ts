import { z } from 'zod';
import { fields, okAnswer } from './envelope.ts';

/* The answers of the settings module's routes (apps/server/src/modules/settings). */

/** A setting's value: text, a number (money in integer cents), a check, or unset. */
export const settingValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One platform setting: its name, Spanish label, kind of field and value. */
export const settingItem = fields({
  id: z.number(),
  name: z.string(),
  label: z.string(),
  /** check, number, money or other. */
  type_field: z.string(),
  value_conf: settingValue,
});

export const settingsAnswer = okAnswer({ items: z.array(settingItem) });
/** The settings saved: every value, by name, as the session's configuration now holds them. */
export const settingsSavedAnswer = okAnswer({ configuration: z.record(z.string(), settingValue) });

export type SettingItem = z.output<typeof settingItem>;
export type SettingsAnswer = z.output<typeof settingsAnswer>;
export type SettingsSavedAnswer = z.output<typeof settingsSavedAnswer>;
