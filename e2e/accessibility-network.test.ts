import { menuAccessibilitySuite } from './support/a11y-suite.ts';

// every menu screen of a distributor and a client at both sizes under axe (the roles are shared out: see
// accessibility.test.ts)
menuAccessibilitySuite(['distribuidor', 'cliente']);
