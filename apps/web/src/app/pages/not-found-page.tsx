import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslate } from 'ra-core';
import { getSession } from '../../session.ts';
import { MessagePage } from '../../components/pages/message-page.tsx';

/** Spec §2 catch-all not-found page (public, and inside the admin). */
export default function NotFoundPage() {
  const t = useTranslate();
  return (
    <div data-testid="not-found-page">
      <MessagePage
        icon={<SearchOff />}
        title={t('pages.not_found.title')}
        text={t('pages.not_found.text')}
        to={getSession() ? '/admin' : '/'}
        action={t('app.go_home')}
      />
    </div>
  );
}
