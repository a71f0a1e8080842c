import { localStorageStore } from 'react-admin';

/** react-admin's preferences (list filters, sort, locale); one instance shared by public pages and the admin. */
export const store = localStorageStore(undefined, 'cuentas');
