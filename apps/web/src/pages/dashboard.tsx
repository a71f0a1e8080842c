/** The admin's home route (`dashboard` of <Admin>): the per-role dashboard lives in pages/dashboard/. */
export { default } from './dashboard/dashboard-page.tsx';
