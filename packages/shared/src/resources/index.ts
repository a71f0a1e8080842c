import { bank } from './bank.ts';
import { configuration } from './configuration.ts';
import type { ResourceDef } from './define.ts';
import { linkTutorial } from './link-tutorial.ts';
import { mailOutbox } from './mail-outbox.ts';
import { notice } from './notice.ts';

export * from './define.ts';
export * from './configuration.ts';

/** Every resource served by the generic engine, by route name. */
export const RESOURCES: readonly ResourceDef[] = [bank, notice, linkTutorial, mailOutbox, configuration];

export const resourceByName = (name: string): ResourceDef | undefined => RESOURCES.find((r) => r.name === name);

/** Status-filtered list route (e.g. 'order-draft') → its resource and state. */
export function statusListByName(name: string): { resource: ResourceDef; value: string; label: string } | undefined {
  for (const resource of RESOURCES) {
    const list = resource.status?.lists.find((l) => l.name === name);
    if (list) return { resource, value: list.value, label: list.label };
  }
  return undefined;
}
