import { menuAccessibilitySuite } from './support/a11y-suite.ts';

// every menu screen of the platform's roles at both sizes under axe (the roles are shared out: see
// accessibility.test.ts); both see the platform company, so a screen super sees as root did is checked once
menuAccessibilitySuite(['root', 'super']);
