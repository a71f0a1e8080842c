import { MENU_ITEMS, RESOURCES } from '@app/shared';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../auth-provider.ts';
import UnauthorizedPage from '../components/pages/unauthorized-page.tsx';
import { dataProvider } from '../data-provider.ts';
import { ResourceExtensionsProvider } from '../engine/resource-extensions-context.tsx';
import { DashboardPage } from '../features/dashboard/index.ts';
import { i18nProvider } from '../i18n-provider.ts';
import { AppNotification } from './app-notification.tsx';
import { mergeExtensions } from './feature-extensions.tsx';
import { resolveRoutes } from './feature-routes.ts';
import { FEATURES } from './features.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { AdminErrorPage } from './pages/app-error-page.tsx';
import { RequirePermission } from './pages/require-permission.tsx';
import { readOnlyCreate } from './read-only-create.tsx';
import { SignedInOnly } from './signed-in-only.tsx';
import { store } from './store.ts';
import { theme } from './theme.ts';

const EngineList = lazyPage(() => import('../engine/engine-list.tsx'));
const EngineCreate = lazyPage(() => import('../engine/engine-create.tsx'));
const EngineEdit = lazyPage(() => import('../engine/engine-edit.tsx'));
const EngineShow = lazyPage(() => import('../engine/engine-show.tsx'));
const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx'));

const ROUTES = resolveRoutes(FEATURES, MENU_ITEMS);
const EXTENSIONS = mergeExtensions(FEATURES);
const RESOURCE_LISTS = FEATURES.flatMap((f) => Object.entries(f.resourceLists ?? {}));

/**
 * The admin under /admin (history mode: react-admin sits inside the app's BrowserRouter). Every engine
 * resource gets its screens from its shared definition; readOnly ones get a show view instead of forms, and at
 * /create their own form (orders, bookings) or a page saying creating is not available there. The features'
 * pages (app/features.ts) are the custom routes, each behind its permission.
 * Access is decided by authProvider.canAccess, which answers with the "No autorizado" page.
 */
export default function AdminApp() {
  return (
    <SignedInOnly>
      <ResourceExtensionsProvider extensions={EXTENSIONS}>
        <Admin
          basename="/admin"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
          layout={AppLayout}
          dashboard={DashboardPage}
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
          {RESOURCE_LISTS.map(([name, List]) => <Resource key={name} name={name} list={List} />)}
          <CustomRoutes>
            {/* static paths outrank the resources' /{id} routes (.../export, digital-account/import) */}
            {ROUTES.map(({ path, permission, page: Page, props }) => (
              <Route key={path} path={path} element={permission
                ? <RequirePermission permission={permission}><Page {...props} /></RequirePermission>
                : <Page {...props} />} />
            ))}
          </CustomRoutes>
        </Admin>
      </ResourceExtensionsProvider>
    </SignedInOnly>
  );
}
