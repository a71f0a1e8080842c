import { describe, expect, it } from 'vitest';
import { RESOURCES, resourceByName } from './index.ts';
import { listCard } from './list-card.ts';

describe('a record as a card on a phone', () => {
  it('every resource with list columns has a card, naming only its own fields, with its state when it has one', () => {
    for (const def of RESOURCES) {
      if (def.card) {
        const names = [def.card.title, ...def.card.fields];
        expect(names.filter((n) => !def.fields.some((f) => f.name === n)), def.name).toEqual([]);
      }
      const card = listCard(def);
      if (!def.fields.some((f) => f.list)) continue;
      expect(card, def.name).not.toBeNull();
      if (def.status) expect([card!.title, ...card!.fields].map((f) => f.name), def.name).toContain(def.status.field);
    }
  });

  it('a ticket reads by its subject with its state; a resource without a choice takes its first list columns', () => {
    const ticket = listCard(resourceByName('support-ticket')!)!;
    expect(ticket.title.name).toBe('subject');
    expect(ticket.fields.map((f) => f.name)).toContain('support_ticket_status');
    const bank = resourceByName('bank')!;
    const columns = bank.fields.filter((f) => f.list).map((f) => f.name);
    expect([listCard(bank)!.title.name, ...listCard(bank)!.fields.map((f) => f.name)]).toEqual(columns.slice(0, 4));
  });
});
