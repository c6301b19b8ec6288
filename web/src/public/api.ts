// The public forms' requests (POST /api/newsletter, POST /api/contact; see server/public/routes.ts).
import type { ContactReceivedDto, NewsletterDto } from '../../../core/public/api.ts';
import { api } from '../api/client.ts';

export function subscribeNewsletter(email: string): Promise<NewsletterDto> {
  return api<NewsletterDto>('/api/newsletter', { method: 'POST', body: { email } });
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function sendContactMessage(input: ContactInput): Promise<ContactReceivedDto> {
  return api<ContactReceivedDto>('/api/contact', { method: 'POST', body: { ...input, subject: input.subject || null } });
}

/** A light check before sending (the server validates properly): something@something.tld, at most 254 characters. */
export function emailProblem(email: string): string | null {
  const t = email.trim();
  if (t === '') return 'Enter your email address.';
  if (t.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t)) return 'Enter a valid email address.';
  return null;
}
