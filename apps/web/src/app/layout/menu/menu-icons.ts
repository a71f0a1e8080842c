import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apps from '@mui/icons-material/Apps';
import Assessment from '@mui/icons-material/Assessment';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Autorenew from '@mui/icons-material/Autorenew';
import Badge from '@mui/icons-material/Badge';
import Build from '@mui/icons-material/Build';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContactSupport from '@mui/icons-material/ContactSupport';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Devices from '@mui/icons-material/Devices';
import DevicesOther from '@mui/icons-material/DevicesOther';
import Discount from '@mui/icons-material/Discount';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FileDownload from '@mui/icons-material/FileDownload';
import Group from '@mui/icons-material/Group';
import Groups from '@mui/icons-material/Groups';
import Handyman from '@mui/icons-material/Handyman';
import History from '@mui/icons-material/History';
import Hub from '@mui/icons-material/Hub';
import Inventory from '@mui/icons-material/Inventory';
import Key from '@mui/icons-material/Key';
import Label from '@mui/icons-material/Label';
import Link from '@mui/icons-material/Link';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalAtm from '@mui/icons-material/LocalAtm';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Lock from '@mui/icons-material/Lock';
import Loyalty from '@mui/icons-material/Loyalty';
import Mail from '@mui/icons-material/Mail';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Menu from '@mui/icons-material/Menu';
import MenuBook from '@mui/icons-material/MenuBook';
import Notifications from '@mui/icons-material/Notifications';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Outbox from '@mui/icons-material/Outbox';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PriceChange from '@mui/icons-material/PriceChange';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Receipt from '@mui/icons-material/Receipt';
import RecentActors from '@mui/icons-material/RecentActors';
import Redeem from '@mui/icons-material/Redeem';
import ReportProblem from '@mui/icons-material/ReportProblem';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Savings from '@mui/icons-material/Savings';
import Security from '@mui/icons-material/Security';
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Sms from '@mui/icons-material/Sms';
import Storefront from '@mui/icons-material/Storefront';
import Style from '@mui/icons-material/Style';
import Subscriptions from '@mui/icons-material/Subscriptions';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Tag from '@mui/icons-material/Tag';
import Timeline from '@mui/icons-material/Timeline';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Tune from '@mui/icons-material/Tune';
import Tv from '@mui/icons-material/Tv';
import Upload from '@mui/icons-material/Upload';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The server names menu icons by their @mui/icons-material name. Importing the whole icon set would put
 * thousands of icons in the bundle, so the app maps the names it knows and falls back to a neutral one.
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  AccountBalance, AccountBalanceWallet, AddShoppingCart, AdminPanelSettings, Apps, Assessment, AttachMoney,
  Autorenew, Badge, Build, Calculate, Campaign, Category, ContactSupport, CurrencyExchange, Dashboard, Description,
  Devices, DevicesOther, Discount, EventAvailable, FileDownload, Group, Groups, Handyman, History, Hub, Inventory,
  Key, Label, Link, ListAlt, LocalAtm, LocalOffer, Lock, Loyalty, Mail, ManageAccounts, Menu, MenuBook,
  Notifications, OndemandVideo, Outbox, Payments, People, Percent, Person, PersonAdd, PointOfSale, PriceChange,
  PriceCheck, Receipt, RecentActors, Redeem, ReportProblem, RequestQuote, Savings, Security, Sell, Settings,
  ShoppingBag, ShoppingCart, Sms, Storefront, Style, Subscriptions, SupportAgent, Tag, Timeline, TrendingUp, Tune,
  Tv, Upload, WhatsApp,
};

export const FALLBACK_ICON: SvgIconComponent = ChevronRight;

/** Accepts "AccountBalance", "account_balance" or "account-balance". */
export function normalizeIconName(name: string | null | undefined): string {
  const text = (name ?? '').trim();
  if (!/[_-]/.test(text)) return text.charAt(0).toUpperCase() + text.slice(1);
  return text.split(/[_-]+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('');
}

export const iconFor = (name: string | null | undefined): SvgIconComponent => MENU_ICONS[normalizeIconName(name)] ?? FALLBACK_ICON;
