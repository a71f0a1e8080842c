import {
  Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Collapse, FormControlLabel, IconButton, InputAdornment,
  List, ListItem, ListItemIcon, ListItemText, Stack, Switch, TextField, Tooltip, Typography,
} from '@mui/material';
import AccountTree from '@mui/icons-material/AccountTree';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Hub from '@mui/icons-material/Hub';
import Person from '@mui/icons-material/Person';
import Search from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Visibility from '@mui/icons-material/Visibility';
import { formatMoney } from '@app/shared';
import { useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import { filterTree, parentIds, type NetworkNode } from './network-tree.ts';
import { useNetworkTree } from './api.ts';

interface RowProps {
  node: NetworkNode;
  depth: number;
  expanded: Set<number>;
  onToggle: (id: number) => void;
  links: { distributor: boolean; client: boolean };
}

function NodeRow({ node, depth, expanded, onToggle, links }: RowProps) {
  const t = useTranslate();
  const open = expanded.has(node.id);
  const isClient = node.rol === 'Cliente';
  const hasChildren = node.children.length > 0;
  const detail = isClient ? (links.client ? `/admin/clients/${node.id}` : null) : links.distributor ? `/admin/distribuitors/${node.id}` : null;
  const secondary = [
    `@${node.username}`,
    node.codeuser ? `${t('pages.network.code')}: ${node.codeuser}` : null,
    `${t('pages.network.level')} ${node.level_grid}`,
  ].filter(Boolean).join(' · ');

  // one <li> holds the row and its branch: a list may hold only items, so the branch's list nests inside (axe list)
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItem
        component="div"
        data-testid={`network-node-${node.id}`}
        sx={{ pl: 1 + depth * 3, py: 0.25, borderBottom: 1, borderColor: 'divider', opacity: node.active ? 1 : 0.6 }}
        secondaryAction={
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {!isClient && hasChildren && (
              <Tooltip title={t('pages.network.open_branch')}>
                <IconButton size="small" component={Link} to={`/admin/distribuitors-net/${node.id}`} aria-label={t('pages.network.open_branch')}>
                  <AccountTree fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {detail && (
              <Tooltip title={t('pages.network.open_detail')}>
                <IconButton size="small" component={Link} to={detail} aria-label={t('pages.network.open_detail')}>
                  <Visibility fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        }
      >
        <Box sx={{ width: 36, flexShrink: 0 }}>
          {hasChildren && (
            <IconButton size="small" onClick={() => onToggle(node.id)} aria-expanded={open}
              aria-label={t(open ? 'pages.network.collapse' : 'pages.network.expand')} data-testid={`network-toggle-${node.id}`}>
              {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
            </IconButton>
          )}
        </Box>
        <ListItemIcon sx={{ minWidth: 34, color: isClient ? 'text.secondary' : 'primary.main' }}>
          {isClient ? <Person fontSize="small" /> : <Hub fontSize="small" />}
        </ListItemIcon>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <span style={{ fontWeight: 500 }}>{node.name}</span>
              {isClient && <Chip size="small" variant="outlined" label={t('pages.network.client')} />}
              {!node.active && <Chip size="small" label={t('pages.network.inactive')} />}
            </Box>
          }
          secondary={secondary}
          sx={{ my: 0.5 }}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mr: 9, flexShrink: 0 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', minWidth: 120, textAlign: 'right' }} title={t('pages.network.balance')}>
            {formatMoney(node.balance)}
          </Typography>
          <Chip size="small" color={node.children_count ? 'primary' : 'default'} variant={node.children_count ? 'filled' : 'outlined'}
            label={t('pages.network.children', { smart_count: node.children_count })} sx={{ minWidth: 82 }} />
        </Box>
      </ListItem>
      {hasChildren && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding>
            {node.children.map((c) => (
              <NodeRow key={c.id} node={c} depth={depth + 1} expanded={expanded} onToggle={onToggle} links={links} />
            ))}
          </List>
        </Collapse>
      )}
    </Box>
  );
}

/**
 * `/admin/distribuitors-net` and `/admin/distribuitors-net/{id}` (spec §2): the viewer's network (or one
 * distributor's branch) as an expandable tree with each person's code, level, balance and children.
 */
export default function DistribuitorsNetPage() {
  const t = useTranslate();
  const { id } = useParams<{ id?: string }>();
  const session = useSession();
  const [clients, setClients] = useState(false);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());

  const { data, isPending, error } = useNetworkTree(id, clients);

  // a new tree opens its first level
  useEffect(() => {
    if (data) setExpanded(new Set(data.nodes.map((n) => n.id)));
  }, [data]);

  const nodes = useMemo(() => filterTree(data?.nodes ?? [], search), [data, search]);
  const searching = search.trim() !== '';
  // while searching every branch that leads to a match is open
  const shown = useMemo(() => (searching ? parentIds(nodes) : expanded), [searching, nodes, expanded]);
  const links = { distributor: hasPermission(session, 'distribuitors.get'), client: hasPermission(session, 'clients.get') };
  const root = id ? data?.nodes[0] : undefined;
  const title = root ? t('pages.network.branch_title', { name: root.name }) : t('pages.network.title');

  const toggle = (nodeId: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(nodeId)) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });

  return (
    <Card sx={{ mt: 1 }} data-testid="network-page">
      <Title title={title} />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h1">{title}</Typography>
            {data && (
              <Typography variant="body2" color="text.secondary" data-testid="network-total">
                {t('pages.network.total', { smart_count: data.total })}
              </Typography>
            )}
          </Box>
          {id && (
            <Button component={Link} to="/admin/distribuitors-net" startIcon={<ArrowBack />}>{t('pages.network.whole')}</Button>
          )}
          <TextField size="small" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('pages.network.search')}
            sx={{ width: { md: 340 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> },
              htmlInput: { 'aria-label': t('pages.network.search') } }} />
          <FormControlLabel control={<Switch checked={clients} onChange={(e) => setClients(e.target.checked)} data-testid="network-clients" />}
            label={t('pages.network.include_clients')} sx={{ whiteSpace: 'nowrap' }} />
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Tooltip title={t('pages.network.expand_all')}>
              <span>
                <IconButton onClick={() => setExpanded(parentIds(data?.nodes ?? []))} disabled={searching} aria-label={t('pages.network.expand_all')}
                  data-testid="network-expand-all">
                  <UnfoldMore />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('pages.network.collapse_all')}>
              <span>
                <IconButton onClick={() => setExpanded(new Set())} disabled={searching} aria-label={t('pages.network.collapse_all')}>
                  <UnfoldLess />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        </Stack>
        {data?.truncated && <Alert severity="info" sx={{ mb: 2 }}>{t('pages.network.truncated', { count: data.total })}</Alert>}
        {isPending && <CircularProgress />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && !nodes.length && (
          <Typography color="text.secondary" sx={{ py: 2 }}>{t(searching ? 'pages.network.no_match' : 'pages.network.empty')}</Typography>
        )}
        {nodes.length > 0 && (
          <List disablePadding sx={{ borderTop: 1, borderColor: 'divider' }} data-testid="network-tree">
            {nodes.map((n) => <NodeRow key={n.id} node={n} depth={0} expanded={shown} onToggle={toggle} links={links} />)}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
