import type { Feature } from '../../app/feature.ts';
import { CompanyBalanceActions, UserBalanceActions } from './balance-actions.tsx';
import { duplicateReview } from './duplicate-review.tsx';
import { paymentMethodInputs } from './payment-method-inputs.tsx';
import { TopUpIntro } from './top-up-intro.tsx';

export const balanceFeature: Feature = {
  name: 'balance',
  // the balance corrections staff make from a user's, a distributor's or a company's screen
  extensions: {
    user: { editActions: UserBalanceActions },
    distribuitors: { showActions: UserBalanceActions },
    company: { editActions: CompanyBalanceActions },
    // a top-up: where to pay above the report; staff's review of a possible duplicate
    consignments: { createIntro: TopUpIntro, ...duplicateReview('consignments') },
    'consignments-company': duplicateReview('consignments-company'),
    // each payment kind shows its own fields
    'bank-account': { inputs: paymentMethodInputs },
  },
};
