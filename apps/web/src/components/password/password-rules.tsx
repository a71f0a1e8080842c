import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'ra-core';
import { PASSWORD_RULES, passwordChecks } from './password-checks.ts';

/** The spec §5 rules ticked live as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const t = useTranslate();
  const checks = passwordChecks(password);
  return (
    <List dense disablePadding aria-live="polite" data-testid="password-rules">
      {PASSWORD_RULES.map((rule) => (
        <ListItem key={rule} disableGutters sx={{ py: 0 }} data-ok={checks[rule]}>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {checks[rule] ? <CheckCircle fontSize="small" color="success" /> : <RadioButtonUnchecked fontSize="small" color="disabled" />}
          </ListItemIcon>
          <ListItemText
            primary={t(`password.rules.${rule}`)}
            slotProps={{ primary: { variant: 'body2', color: checks[rule] ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
