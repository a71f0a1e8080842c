import type { Feature } from '../../app/feature.ts';
import { CompanyBalanceActions, UserBalanceActions } from './balance-actions.tsx';
import { ConsignmentMinimum } from './consignment-minimum.tsx';

export const balanceFeature: Feature = {
  name: 'balance',
  // the balance corrections staff make from a user's, a distributor's or a company's screen
  extensions: {
    user: { editActions: UserBalanceActions },
    distribuitors: { showActions: UserBalanceActions },
    company: { editActions: CompanyBalanceActions },
    consignments: { createIntro: ConsignmentMinimum },
  },
};
