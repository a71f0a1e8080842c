import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, rememberLocale } from '../../../i18n-provider.ts';

/** Language switch (Spanish default, English second); the choice outlives the session. */
export function useChangeLocale() {
  const [locale, setLocale] = useLocaleState();
  return {
    locale,
    change: (next: string) => {
      rememberLocale(next);
      setLocale(next);
    },
  };
}

export function LanguageMenu() {
  const t = useTranslate();
  const { locale, change } = useChangeLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('header.language')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('header.language')}
          data-testid="language-button">
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem key={l.locale} selected={l.locale === locale} onClick={() => { change(l.locale); setAnchor(null); }}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
