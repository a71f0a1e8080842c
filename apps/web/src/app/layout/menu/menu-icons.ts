import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Apps from '@mui/icons-material/Apps';
import Assessment from '@mui/icons-material/Assessment';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Autorenew from '@mui/icons-material/Autorenew';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContactSupport from '@mui/icons-material/ContactSupport';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import DevicesOther from '@mui/icons-material/DevicesOther';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Group from '@mui/icons-material/Group';
import History from '@mui/icons-material/History';
import Hub from '@mui/icons-material/Hub';
import Inventory from '@mui/icons-material/Inventory';
import Key from '@mui/icons-material/Key';
import Link from '@mui/icons-material/Link';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Lock from '@mui/icons-material/Lock';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import Notifications from '@mui/icons-material/Notifications';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Outbox from '@mui/icons-material/Outbox';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PriceChange from '@mui/icons-material/PriceChange';
import Receipt from '@mui/icons-material/Receipt';
import Redeem from '@mui/icons-material/Redeem';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Savings from '@mui/icons-material/Savings';
import Security from '@mui/icons-material/Security';
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Tune from '@mui/icons-material/Tune';
import Tv from '@mui/icons-material/Tv';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The server names menu icons by their @mui/icons-material name. Importing the whole icon set would put
 * thousands of icons in the bundle, so the app maps the names it knows and falls back to a neutral one.
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  AccountBalance, AccountBalanceWallet, Apps, Assessment, AttachMoney, Autorenew, Campaign, Category, ContactSupport,
  CurrencyExchange, Dashboard, Description, DevicesOther, EventAvailable, Group, History, Hub, Inventory, Key, Link,
  ListAlt, LocalOffer, Lock, ManageAccounts, MenuBook, Notifications, OndemandVideo, Outbox, People, Person,
  PersonAdd, PriceChange, Receipt, Redeem, ReportProblem, Savings, Security, Sell, Settings, ShoppingCart, Storefront,
  SupportAgent, Tune, Tv, WhatsApp,
};

export const FALLBACK_ICON: SvgIconComponent = ChevronRight;

/** Accepts "AccountBalance", "account_balance" or "account-balance". */
export function normalizeIconName(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (!/[_-]/.test(text)) return text.charAt(0).toUpperCase() + text.slice(1);
  return text.split(/[_-]+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('');
}

export const iconFor = (name: string | null | undefined): SvgIconComponent => MENU_ICONS[normalizeIconName(name)] ?? FALLBACK_ICON;
