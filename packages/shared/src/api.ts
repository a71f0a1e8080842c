import type { Menu } from './menu.ts';

/** Every API response body (DESIGN.md "API contract"). */
export interface Envelope {
  success: boolean;
  /** A Spanish sentence a person can act on. */
  msg: string;
  /** A refreshed token when the server rotated it, else null. */
  token: string | null;
}

/** Field errors of a 400/422 answer: field path → first message. */
export interface ValidationErrorBody extends Envelope {
  errors: Record<string, string>;
}

/** The user profile of spec §3 as login and auth/info return it. */
export interface Profile {
  id: number;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  rol: { name: string };
  level_grid: number;
  accept_terms: boolean;
  parent_id: number | null;
  parent_phone: string | null;
  /** Integer cents. */
  balance: number;
  codeuser: string | null;
  nickname_distribuitor: string | null;
  line_validated: boolean;
  telegram_validated: boolean;
  notification_preference: string | null;
  company_id: number;
  permissions: string[];
}

export interface CompanyInfo {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  is_root: boolean;
}

export interface LoginResponse extends Envelope {
  token: string;
  profile: Profile;
  company: CompanyInfo;
  menu: Menu;
  /** Configuration values by key (e.g. support_whatsapp_link). */
  configuration: Record<string, string | number | boolean | null>;
}

export interface ListRequest {
  data?: Record<string, unknown>;
  _paginate?: { page: number; max_rows: number };
  /** `{ field, direction }`, `"created_at DESC"` or `{ created_at: 'DESC' }` (validation/list-request.ts). */
  _order?: { field: string; direction: 'ASC' | 'DESC' } | string | Record<string, 'ASC' | 'DESC'>;
}

export interface ListResponse<T> extends Envelope {
  items: T[];
  total: number;
}

export interface LogEntry {
  id: number;
  created_at: string;
  user_name: string;
  text: string;
  /** JSON text of { field: [before, after] }. */
  changes: string;
  object_type: string;
  object_id: number;
}

export type TermsBlock =
  | { type: 'title' | 'subtitle' | 'sentence' | 'paragraph'; value: string }
  | { type: 'text-bullets'; value: { text: string[]; start: number } };

/** One unit handed to a buyer (purchase answer, order detail, bought profiles): credentials and a copy-ready message. */
export interface DeliveredItem {
  profile_id: number | null;
  digital_account_id: number;
  product: string;
  login: string;
  password: string;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string;
  /** Whole-account sales: the account's profiles. */
  profiles?: { id: number; name: string; pin: string | null }[];
  /** Copy-ready text for the client, rendered from the company's template. */
  message: string;
}

/** One person of the distributor network as `distribuitors-net` answers it (money in cents). */
export interface NetworkNode {
  id: number;
  parent_id: number | null;
  name: string;
  username: string;
  codeuser: string | null;
  nickname_distribuitor: string | null;
  rol: string;
  level_grid: number;
  balance: number;
  active: boolean;
  children_count: number;
  children: NetworkNode[];
}
