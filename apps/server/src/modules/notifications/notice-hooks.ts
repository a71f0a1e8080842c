import type { Tx } from '../../db/client.ts';
import type { ResourceHooksMap } from '../../engine/resource-hooks.ts';
import type { Row } from '../../engine/resource-types.ts';
import { notify } from './notify.ts';

/** The dashboard lists the active notices: that is where a notice notification leads. */
const NOTICE_LINK = '/admin';

/** The bell already says "Nuevo aviso": the text is the notice itself, its title and the start of its description. */
export function noticeText(title: unknown, description: unknown): string {
  const body = String(description ?? '').replace(/\s+/g, ' ').trim();
  const excerpt = body.length > 160 ? `${body.slice(0, 159)}…` : body;
  return excerpt ? `${String(title ?? '').trim()}: ${excerpt}` : String(title ?? '').trim();
}

export const publishNotice = (tx: Tx, companyId: number, notice: { title: unknown; description: unknown }) => notify(tx, {
  companyId, userId: 'all', kind: 'notice_published', text: noticeText(notice.title, notice.description), link: NOTICE_LINK,
});

const publish = (tx: Tx, row: Row) => publishNotice(tx, Number(row.company_id), { title: row.title, description: row.description });

/**
 * A notice published (DOMAIN.md "Notifications") tells everyone of its company: when it is created active, or when
 * an inactive one is switched on. Inside the write's transaction, so a refused write notifies nobody.
 */
export const noticeHooks: ResourceHooksMap = {
  notice: {
    async afterCreate(tx, _auth, row) {
      if (row.active !== false) await publish(tx, row);
    },
    async beforeUpdate(tx, _auth, before, patch) {
      if (patch.active === true && before.active === false) await publish(tx, { ...before, ...patch });
    },
  },
};
