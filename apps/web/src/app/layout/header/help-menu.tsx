import { IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import SupportAgent from '@mui/icons-material/SupportAgent';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { whatsappLink } from '../../../components/form/phone-value.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Spec §2 help menu: the support chat (setting support_whatsapp_link) and the user's own distributor (parent_phone). */
export function HelpMenu() {
  const t = useTranslate();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const support = session?.configuration?.support_whatsapp_link;
  const supportLink = typeof support === 'string' && support ? whatsappLink(support) : null;
  const parentLink = whatsappLink(session?.profile.parent_phone);

  return (
    <>
      <Tooltip title={t('header.help')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} data-tour="help" aria-label={t('header.help')}
          data-testid="help-button">
          <HelpOutline />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 500 } } }}>
        {supportLink && (
          <MenuItem component="a" href={supportLink} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}
            data-testid="help-support">
            <ListItemIcon><SupportAgent fontSize="small" /></ListItemIcon>{t('header.support_chat')}
          </MenuItem>
        )}
        {parentLink && (
          <MenuItem component="a" href={parentLink} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}
            data-testid="help-distributor">
            <ListItemIcon><WhatsApp fontSize="small" /></ListItemIcon>{t('header.contact_distributor')}
          </MenuItem>
        )}
        {!supportLink && !parentLink && <MenuItem disabled>{t('header.no_help')}</MenuItem>}
      </Menu>
    </>
  );
}
