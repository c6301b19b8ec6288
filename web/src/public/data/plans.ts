// The plans, shown on /pricing and the landing page.
export interface Plan {
  name: string;
  price: string;
  period: string;
  points: readonly string[];
}

export const PLANS: readonly Plan[] = [
  // what every account has today (the user menu says "Free plan"): billing is not built yet
  {
    name: 'Free',
    price: '$0',
    period: '/month',
    points: ['Smart Import of statements and receipts', 'Tag, Crystal and Intelia on your own data', 'Chat with the team, no AI key needed'],
  },
  { name: 'Premium', price: '$9.99', period: '/month', points: ['Smart Import of statements and receipts', 'Tag, Crystal and Intelia', 'Chat with the team'] },
  { name: 'Pro', price: '$19.99', period: '/month', points: ['Everything in Premium', 'Business intelligence and tax tools', 'Priority processing'] },
  { name: 'Enterprise', price: 'Contact us', period: '', points: ['Teams and shared ledgers', 'Single sign-on', 'A dedicated contact'] },
];
