// The public site's forms (server/public/routes.ts).

/** POST /api/newsletter */
export interface NewsletterDto {
  status: 'subscribed' | 'already_subscribed';
}

/** POST /api/contact */
export interface ContactReceivedDto {
  status: 'received';
  id: string;
}
