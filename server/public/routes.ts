// Forms anyone may send, logged in or not (mounted before requireUser):
//   POST /api/newsletter {email}                       → 201 {status: 'subscribed'}, or 200 {status: 'already_subscribed'}
//   POST /api/contact {name, email, subject?, message} → 201 {status: 'received', id}
import { Router } from 'express';
import { z } from 'zod';
import type { ContactReceivedDto, NewsletterDto } from '../../core/public/api.ts';
import { emailField } from '../../core/auth/fields.ts';
import type { PublicFormsRepo } from '../../db/repos/public-forms.ts';
import { handle } from '../http/errors.ts';
import { requestInput } from '../http/input.ts';

export const CONTACT_MESSAGE_MAX = 5000;

const newsletterBody = z.object({ email: emailField });
const contactBody = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120, 'Enter a name of at most 120 characters.'),
  email: emailField,
  subject: z
    .string()
    .trim()
    .max(200, 'Keep the subject to 200 characters.')
    .nullish()
    .transform((v) => (v ? v : null)),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(CONTACT_MESSAGE_MAX, `Keep the message to ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters.`),
});

export function publicFormRoutes(forms: PublicFormsRepo): Router {
  const router = Router();

  router.post(
    '/newsletter',
    handle(async (req, res) => {
      const { email } = requestInput(req, { body: newsletterBody }, { sentences: true }).body;
      const added = await forms.subscribe(email);
      res.status(added ? 201 : 200).json({ status: added ? 'subscribed' : 'already_subscribed' } satisfies NewsletterDto);
    }),
  );

  router.post(
    '/contact',
    handle(async (req, res) => {
      const body = requestInput(req, { body: contactBody }, { sentences: true }).body;
      const id = await forms.saveContactMessage({ ...body, email: body.email.toLowerCase(), userId: req.user?.id ?? null });
      res.status(201).json({ status: 'received', id } satisfies ContactReceivedDto);
    }),
  );

  return router;
}
