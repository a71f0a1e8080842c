import Block from '@mui/icons-material/Block';
import { useTranslate } from 'ra-core';
import { MessagePage } from './message-page.tsx';

/** Shown instead of a screen the user has no permission for: an answer, not an error. */
export default function UnauthorizedPage() {
  const t = useTranslate();
  return (
    <div data-testid="unauthorized-page">
      <MessagePage icon={<Block />} title={t('pages.unauthorized.title')} text={t('pages.unauthorized.text')} to="/admin" action={t('app.go_home')} />
    </div>
  );
}
