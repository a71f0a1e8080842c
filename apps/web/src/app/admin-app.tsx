import { REPORTS, RESOURCES } from '@app/shared';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../auth-provider.ts';
import { INTEGRATIONS_PATH, IntegrationsPage } from '../features/integrations/index.ts';
import { dataProvider } from '../data-provider.ts';
import { i18nProvider } from '../i18n-provider.ts';
import { AdminErrorPage } from '../pages/app-error-page.tsx';
import { RequirePermission } from '../pages/require-permission.tsx';
import UnauthorizedPage from '../pages/unauthorized-page.tsx';
import { AppNotification } from './app-notification.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { readOnlyCreate } from './read-only-create.tsx';
import { store } from './store.ts';
import { theme } from './theme.ts';

const EngineList = lazyPage(() => import('../engine/engine-list.tsx'));
const EngineCreate = lazyPage(() => import('../engine/engine-create.tsx'));
const EngineEdit = lazyPage(() => import('../engine/engine-edit.tsx'));
const EngineShow = lazyPage(() => import('../engine/engine-show.tsx'));
const Dashboard = lazyPage(() => import('../pages/dashboard.tsx'));
const ProfilePage = lazyPage(() => import('../pages/profile-page.tsx'));
const SettingsPage = lazyPage(() => import('../pages/settings-page.tsx'));
const CompanyConfigPage = lazyPage(() => import('../pages/company-config-page.tsx'));
const ResourcesPage = lazyPage(() => import('../pages/resources-page.tsx'));
const PendingDistributorsList = lazyPage(() => import('../pages/pending-distributors-list.tsx'));
const LogsList = lazyPage(() => import('../pages/logs-list.tsx'));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page.tsx'));
const DistribuitorsNetPage = lazyPage(() => import('../pages/network/distribuitors-net-page.tsx'));
const PermsRolesPage = lazyPage(() => import('../pages/roles/perms-roles-page.tsx'));
const MenuRolesPage = lazyPage(() => import('../pages/roles/menu-roles-page.tsx'));
const ToolsAppPage = lazyPage(() => import('../pages/tools-app-page.tsx'));
// money: purchases, prices, orders, movement exports
const PurchasePage = lazyPage(() => import('../pages/purchase/purchase-page.tsx'));
const DeliveredProfilesPage = lazyPage(() => import('../pages/purchase/delivered-profiles-page.tsx'));
const ConfigPricesPage = lazyPage(() => import('../pages/prices/config-prices-page.tsx'));
const CatalogPage = lazyPage(() => import('../pages/catalog/catalog-page.tsx'));
const DistributorPricesPage = lazyPage(() => import('../pages/prices/distributor-prices-page.tsx'));
const MovementsExportPage = lazyPage(() => import('../pages/reports/movements-export-page.tsx'));
const ReportRoute = lazyPage(() => import('../pages/reports/report-route.tsx'));
// redeemable balance codes
const RedeemCodePage = lazyPage(() => import('../pages/redeemable/redeem-code-page.tsx'));
const SellCodesPage = lazyPage(() => import('../pages/redeemable/sell-codes-page.tsx'));
const DistributeCodesPage = lazyPage(() => import('../pages/redeemable/distribute-codes-page.tsx'));
const RedeemableSellersPage = lazyPage(() => import('../pages/redeemable/sellers-page.tsx'));
const RedeemedExportPage = lazyPage(() => import('../pages/redeemable/redeemed-export-page.tsx'));
// Excel imports of stock
const StockImportPage = lazyPage(() => import('../pages/stock-import/stock-import-page.tsx'));

/**
 * The admin under /admin (history mode: react-admin sits inside the app's BrowserRouter). Every engine
 * resource gets its screens from its shared definition; readOnly ones get a show view instead of forms, and at
 * /create their own form (orders, bookings) or a page saying creating is not available there.
 * Access is decided by authProvider.canAccess, which answers with the "No autorizado" page.
 */
export default function AdminApp() {
  return (
    <Admin
      basename="/admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={AppLayout}
      dashboard={Dashboard}
      loginPage={false}
      requireAuth
      disableTelemetry
      accessDenied={UnauthorizedPage}
      catchAll={NotFoundPage}
      error={AdminErrorPage}
      notification={AppNotification}
      title="Cuentas Digitales"
    >
      {RESOURCES.map((def) => (
        <Resource
          key={def.name}
          name={def.name}
          list={EngineList}
          create={def.readOnly ? readOnlyCreate(def.name) : EngineCreate}
          // a detail-only screen (spec §2 "a list and an /{id} view") answers at /{id} as well as /{id}/show
          edit={def.readOnly ? EngineShow : EngineEdit}
          show={def.readOnly ? EngineShow : undefined}
          recordRepresentation={def.searchField}
        />
      ))}
      {RESOURCES.flatMap((def) => def.status?.lists ?? []).map((list) => (
        <Resource key={list.name} name={list.name} list={EngineList} />
      ))}
      <Resource name="pending-distributors" list={PendingDistributorsList} />
      <Resource name="logs" list={LogsList} />
      <CustomRoutes>
        <Route path="profile" element={<ProfilePage />} />
        <Route path={INTEGRATIONS_PATH} element={<IntegrationsPage />} />
        <Route path="resources" element={<RequirePermission permission="link-tutorial.list"><ResourcesPage /></RequirePermission>} />
        <Route path="settings" element={<RequirePermission permission="settings.list"><SettingsPage /></RequirePermission>} />
        <Route path="config/company" element={<RequirePermission permission="company.get"><CompanyConfigPage /></RequirePermission>} />
        <Route path="tools-app" element={<ToolsAppPage />} />
        <Route path="perms-roles" element={<RequirePermission permission="roles.list"><PermsRolesPage /></RequirePermission>} />
        <Route path="menu-roles" element={<RequirePermission permission="roles.list"><MenuRolesPage /></RequirePermission>} />
        <Route path="distribuitors-net" element={<RequirePermission permission="distribuitors.list"><DistribuitorsNetPage /></RequirePermission>} />
        <Route path="distribuitors-net/:id" element={<RequirePermission permission="distribuitors.list"><DistribuitorsNetPage /></RequirePermission>} />
        {/* static paths outrank the resources' /{id} routes (.../export) */}
        <Route path="digital-account/import" element={<RequirePermission permission="digital-account.import"><StockImportPage kind="accounts" /></RequirePermission>} />
        <Route path="digital-account/import-profiles"
          element={<RequirePermission permission="digital-account.import"><StockImportPage kind="profiles" /></RequirePermission>} />
        <Route path="generate-digital-account" element={<RequirePermission permission="order.create"><PurchasePage /></RequirePermission>} />
        <Route path="profiles-list" element={<RequirePermission permission="profiles.list"><DeliveredProfilesPage /></RequirePermission>} />
        <Route path="config-prices" element={<RequirePermission permission="distribuitors.prices"><ConfigPricesPage /></RequirePermission>} />
        <Route path="catalog" element={<RequirePermission permission="distribuitors.prices"><CatalogPage /></RequirePermission>} />
        <Route path="distributor-prices/export" element={<RequirePermission permission="distribuitors.prices"><DistributorPricesPage /></RequirePermission>} />
        <Route path="balance-movements/export"
          element={<RequirePermission permission="balance-movements.export"><MovementsExportPage resource="balance-movements" /></RequirePermission>} />
        <Route path="company-balance-movements/export"
          element={<RequirePermission permission="company-balance-movements.export"><MovementsExportPage resource="company-balance-movements" /></RequirePermission>} />
        <Route path="redeemable-balance-user-redeem" element={<RequirePermission permission="redeemable-balance.redeem"><RedeemCodePage /></RequirePermission>} />
        <Route path="redeemable-balance-sell" element={<RequirePermission permission="redeemable-balance.sell"><SellCodesPage /></RequirePermission>} />
        <Route path="redeemable-balance-dist" element={<RequirePermission permission="redeemable-balance.assign"><DistributeCodesPage /></RequirePermission>} />
        <Route path="redeemable-balance/sellers"
          element={<RequirePermission permission="redeemable-vendor-balance-movement.list"><RedeemableSellersPage /></RequirePermission>} />
        <Route path="redeemable-balance-redeem/export" element={<RequirePermission permission="redeemable-balance.export"><RedeemedExportPage /></RequirePermission>} />
        {/* the report pages of packages/shared/src/reports, one generic page driven by each definition */}
        {REPORTS.map((def) => <Route key={def.name} path={`${def.name}/export`} element={<ReportRoute def={def} />} />)}
      </CustomRoutes>
    </Admin>
  );
}
