import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../data-provider.ts';

/** react-admin's data provider with the engine calls it has no verb for (toggle, image, export, actions, logs). */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
