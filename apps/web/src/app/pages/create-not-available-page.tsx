import EditOff from '@mui/icons-material/EditOff';
import { useResourceContext, useTranslate } from 'ra-core';
import { MessagePage } from '../../components/pages/message-page.tsx';

/**
 * `/admin/{r}/create` of a read-only resource (records a domain service writes, e.g. a vendor's balance
 * movements): says so in place, asks the server for nothing, and leads back to the list.
 */
export default function CreateNotAvailablePage() {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const name = t(`resources.${resource}.name`, { smart_count: 2, _: resource }).toLowerCase();
  return (
    <div data-testid="create-not-available-page">
      <MessagePage icon={<EditOff />} title={t('pages.create_not_available.title')} text={t('pages.create_not_available.text', { name })}
        to={`/admin/${resource}`} action={t('pages.create_not_available.action')} />
    </div>
  );
}
