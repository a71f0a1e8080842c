import { Box, Card, Chip, List, ListItem, ListItemButton, ListItemText, Typography, Button } from '@mui/material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import ContactSupport from '@mui/icons-material/ContactSupport';
import EventBusy from '@mui/icons-material/EventBusy';
import { dashboardLinks, formatDate, formatDateTime, formatMoney, type ClientDashboard as ClientFigures } from '@app/shared';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DashboardSection, FigureCard, FigureGrid } from './figure-card.tsx';

/** A client: its balance, what it owns that expires soon, and its tickets with its seller. */
export function ClientDashboard({ data, userId }: { data: ClientFigures; userId: number }) {
  const t = useTranslate();
  return (
    <>
      <DashboardSection title={t('dashboard.client_title')} testId="dashboard-money">
        <FigureGrid>
          <FigureCard id="balance" label={t('dashboard.balance')} value={formatMoney(data.balance)} icon={<AccountBalanceWallet />}
            caption={t('dashboard.balance_hint')} to={dashboardLinks.myMovements(userId)} />
          <FigureCard id="expiring" label={t('dashboard.expiring_title')} value={data.expiring.length.toLocaleString('es-CO')} icon={<EventBusy />}
            caption={t('dashboard.expiring_subtitle', { smart_count: data.notice_days })} to={dashboardLinks.myProfiles()}
            tone={data.expiring.length > 0 ? 'warning' : 'default'} />
          <FigureCard id="open-tickets" label={t('dashboard.my_open_tickets')} value={data.open_tickets.toLocaleString('es-CO')} icon={<ContactSupport />}
            to={dashboardLinks.openClientTickets()} />
        </FigureGrid>
      </DashboardSection>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <DashboardSection title={t('dashboard.expiring_title')} subtitle={t('dashboard.expiring_subtitle', { smart_count: data.notice_days })} testId="dashboard-expiring">
          {data.expiring.length === 0 ? <Typography color="text.secondary">{t('dashboard.expiring_empty')}</Typography> : (
            <Card variant="outlined">
              <List dense disablePadding>
                {data.expiring.map((u) => (
                  <ListItem key={`${u.kind}-${u.id}`} divider data-testid={`expiring-${u.kind}-${u.id}`}
                    secondaryAction={<Chip size="small" color={u.days_left <= 1 ? 'error' : 'warning'}
                      label={u.days_left === 0 ? t('dashboard.expires_today') : t('dashboard.expiring_days', { smart_count: u.days_left })} />}>
                    <ListItemText
                      primary={u.product}
                      secondary={`${u.login} · ${u.profile_name ?? t('dashboard.whole_account')} · ${formatDate(u.renewal_limit_date)}`}
                      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      sx={{ pr: 12 }}
                    />
                  </ListItem>
                ))}
              </List>
            </Card>
          )}
        </DashboardSection>
        <DashboardSection title={t('dashboard.my_tickets')} testId="dashboard-tickets"
          action={<Button size="small" component={Link} to={dashboardLinks.myTickets()}>{t('dashboard.see_all')}</Button>}>
          {data.tickets.length === 0 ? <Typography color="text.secondary">{t('dashboard.tickets_empty')}</Typography> : (
            <Card variant="outlined">
              <List dense disablePadding>
                {data.tickets.map((ticket) => (
                  <ListItem key={ticket.id} disablePadding divider>
                    <ListItemButton component={Link} to={dashboardLinks.ticket(ticket.id)} data-testid={`ticket-${ticket.id}`}>
                      <ListItemText
                        primary={`${ticket.filing_number ? `${ticket.filing_number} · ` : ''}${ticket.subject}`}
                        secondary={[
                          ticket.last_response_at ? formatDateTime(ticket.last_response_at) : null,
                          ticket.unread > 0 ? t('dashboard.ticket_unread', { smart_count: ticket.unread }) : null,
                        ].filter(Boolean).join(' · ') || undefined}
                      />
                      <Chip size="small" variant="outlined" color={ticket.status === 'open' ? 'primary' : 'default'}
                        label={t(ticket.status === 'open' ? 'dashboard.ticket_open' : 'dashboard.ticket_closed')} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Card>
          )}
        </DashboardSection>
      </Box>
    </>
  );
}
