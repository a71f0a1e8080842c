/**
 * MUI's orange (#ed6c02, 3.1:1) and its dark (#e65100, 3.8:1) fail as text on white: a seller's debt, "Cambios sin
 * guardar", "Reportar una falla". These tones keep WCAG AA's 4.5:1. Shared by the admin theme and the store's (which
 * cannot import the admin theme: it pulls react-admin into the store bundle).
 */
export const WARNING_TONES = { main: '#b45309', light: '#ed6c02', dark: '#92400e' };
