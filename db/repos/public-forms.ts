// The public forms: the footer's newsletter subscription and /contact.
import { contactMessages, newsletterSubscriptions } from '../schema.ts';
import type { Db } from '../client.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  /** the sender's account when they were logged in */
  userId: string | null;
}

export class PublicFormsRepo {
  constructor(private readonly db: Db) {}

  /** Stored once per address (lower-cased): false when it was already subscribed. */
  async subscribe(email: string): Promise<boolean> {
    const rows = await this.db
      .insert(newsletterSubscriptions)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    return rows.length > 0;
  }

  async saveContactMessage(input: ContactMessageInput): Promise<string> {
    const rows = await this.db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    return rows[0]!.id;
  }
}
