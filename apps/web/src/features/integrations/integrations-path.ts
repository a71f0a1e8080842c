/** Where the screen lives under /admin (the router and the profile's link read it from here). */
export const INTEGRATIONS_PATH = 'profile/integrations';
